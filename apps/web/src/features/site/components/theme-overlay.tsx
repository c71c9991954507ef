import type { ThemeMode } from '@app/shared/constants';
import { keepPiecesOut, type OverlayKind, overlayItems, overlayLayers } from '@app/shared/rules/overlay';
import { type CSSProperties, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** One drawing per kind (24×24), referenced by every piece through <use>, so 60 pieces stay light. */
function Symbols() {
  return (
    <defs>
      <symbol id="overlay-star" viewBox="0 0 24 24">
        <path fill="#f6dc9a" d="M12 1.5 14 10l8.5 2-8.5 2-2 8.5-2-8.5-8.5-2 8.5-2Z" />
      </symbol>
      <symbol id="overlay-bat" viewBox="0 0 24 24">
        <path
          fill="#140b2c"
          stroke="#9d8fe0"
          strokeWidth="0.8"
          strokeLinejoin="round"
          d="M12 8.2c.6-1 1.2-1.5 1.6-1.4l.2 1.6c2.6-1.8 5.7-2 8.2-.4-1.5.3-2.3 1.3-2.2 2.7-1.4-.8-2.8-.5-3.6.7-1-.6-2-.3-2.6.6L12 14.6 10.4 12c-.6-.9-1.6-1.2-2.6-.6-.8-1.2-2.2-1.5-3.6-.7.1-1.4-.7-2.4-2.2-2.7 2.5-1.6 5.6-1.4 8.2.4l.2-1.6c.4-.1 1 .4 1.6 1.4Z"
        />
      </symbol>
      <symbol id="overlay-pumpkin" viewBox="0 0 24 24">
        <path fill="#3f8f4f" d="M11.2 3.2c.9-.4 2-.2 2.6.5l-1.3 2.5h-1.4Z" />
        <ellipse cx="7.6" cy="14" rx="5.2" ry="7" fill="#d9661c" />
        <ellipse cx="16.4" cy="14" rx="5.2" ry="7" fill="#d9661c" />
        <ellipse cx="12" cy="14" rx="5" ry="7.6" fill="#f28c28" />
        <path
          fill="#3a1a06"
          d="m8.6 12 1.8-1.8 1 2.2Zm6.8 0-1.8-1.8-1 2.2ZM8.4 16.2c1.6 1.6 5.6 1.6 7.2 0l-1.2 2-1.2-.9-1.2 1-1.2-1-1.2.9Z"
        />
      </symbol>
      <symbol id="overlay-snowflake" viewBox="0 0 24 24">
        <g stroke="#eef4ff" strokeWidth="1.5" strokeLinecap="round" fill="none">
          <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7" />
          <path d="m9.5 3.8 2.5 2 2.5-2M9.5 20.2l2.5-2 2.5 2M4.2 10.2l3-.9-.7-3M19.8 13.8l-3 .9.7 3M4.2 13.8l3 .9-.7 3M19.8 10.2l-3-.9.7-3" />
        </g>
      </symbol>
      <symbol id="overlay-tree" viewBox="0 0 24 24">
        <path fill="#2f9e63" d="M12 3 6.5 10h3L5 16h4.5L4 21h16l-5.5-5H19l-4.5-6h3Z" />
        <rect x="10.8" y="20.5" width="2.4" height="2.5" fill="#7a4a22" />
        <circle cx="12" cy="3" r="1.6" fill="#f6dc9a" />
        <circle cx="10" cy="13" r="0.9" fill="#e5484d" />
        <circle cx="14.4" cy="17.6" r="0.9" fill="#f6dc9a" />
      </symbol>
      <symbol id="overlay-tag" viewBox="0 0 24 24">
        <path
          fill="#e6bd5c"
          d="M3 4.5A1.5 1.5 0 0 1 4.5 3h7.4l9.1 9.1a1.5 1.5 0 0 1 0 2.1l-6.8 6.8a1.5 1.5 0 0 1-2.1 0L3 11.9Z"
        />
        <circle cx="7.5" cy="7.5" r="1.6" fill="#120a2e" />
        <path stroke="#120a2e" strokeWidth="1.4" strokeLinecap="round" d="m10.5 15.5 5-5" />
      </symbol>
      <symbol id="overlay-bag" viewBox="0 0 24 24">
        <path fill="none" stroke="#f6dc9a" strokeWidth="1.6" d="M8.5 8V6.5a3.5 3.5 0 0 1 7 0V8" />
        <path fill="#e5484d" d="M4.5 8h15l-1 13.5H5.5Z" />
        <path fill="#b8323a" d="M4.5 8h15l-.2 2.4H4.7Z" />
      </symbol>
    </defs>
  );
}

/**
 * SPEC 1 and 9: the season's floating decorations over the home hero (32 stars, 16 bats / snowflakes /
 * price tags, 12 pumpkins / trees / bags). Purely decorative: hidden from assistive technology, never in
 * the way of a click, and still when the visitor asks for reduced motion.
 *
 * The pieces are placed in % of the hero, so where the words fall depends on the screen: once laid out
 * (and on every resize), the pieces that would cover the text of `keepClearOf` (its headline, paragraphs
 * and links) move elsewhere (keepPiecesOut). The first render is the server's, so hydration matches; the
 * move happens in the same commit, before the app's first paint, and the overlay stays transparent until
 * then (styles.css).
 */
export function ThemeOverlay({
  theme,
  keepClearOf,
}: {
  theme: ThemeMode;
  keepClearOf?: RefObject<HTMLElement | null>;
}) {
  const items = useMemo(() => overlayItems(theme), [theme]);
  const [placed, setPlaced] = useState(items);
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const box = root.current;
    const avoid = keepClearOf?.current;
    if (!box || !avoid) {
      setPlaced(items);
      return;
    }
    let last = '';
    const place = () => {
      const area = box.getBoundingClientRect();
      const texts = [...avoid.querySelectorAll('h1, h2, p, a')].map((node) => {
        const rect = node.getBoundingClientRect();
        return {
          left: rect.left - area.left,
          top: rect.top - area.top,
          right: rect.right - area.left,
          bottom: rect.bottom - area.top,
        };
      });
      const key = [area.width, area.height, ...texts.flatMap((r) => [r.left, r.top, r.right, r.bottom])]
        .map(Math.round)
        .join(',');
      if (key === last) return;
      last = key;
      setPlaced(keepPiecesOut(items, area.width, area.height, texts));
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(box);
    observer.observe(avoid);
    return () => observer.disconnect();
  }, [items, keepClearOf]);

  const layers = useMemo(() => overlayLayers(placed), [placed]);
  if (layers.length === 0) return null;
  return (
    <div
      ref={root}
      aria-hidden="true"
      data-testid="theme-overlay"
      data-theme-overlay={theme}
      className="pointer-events-none absolute inset-0 z-0 overflow-hidden transition-opacity duration-500 select-none"
    >
      <svg aria-hidden="true" className="absolute size-0" focusable="false">
        <Symbols />
      </svg>
      {/* A few animated layers move their pieces together (see overlayLayers): cheap on every frame. */}
      {layers.map((layer, layerIndex) => (
        <div
          // The layers are fixed for a theme: their order is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: layers never reorder
          key={layerIndex}
          data-overlay-layer={layer.motion}
          className={`absolute inset-0 ${layer.motion === 'twinkle' ? 'animate-twinkle' : 'animate-float'}`}
          style={{ animationDelay: `-${layer.delay}s`, animationDuration: `${layer.duration}s` }}
        >
          {layer.items.map((item, index) => (
            <svg
              // biome-ignore lint/suspicious/noArrayIndexKey: positions never reorder
              key={index}
              data-kind={item.kind}
              aria-hidden="true"
              focusable="false"
              className="absolute"
              style={
                {
                  left: `${item.left}%`,
                  top: `${item.top}%`,
                  width: item.size,
                  height: item.size,
                  opacity: item.opacity,
                } satisfies CSSProperties
              }
            >
              <use href={`#overlay-${item.kind satisfies OverlayKind}`} />
            </svg>
          ))}
        </div>
      ))}
    </div>
  );
}
