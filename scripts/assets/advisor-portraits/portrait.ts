/** One portrait as an SVG document: background, figure, face and accessories, layered back to front. */
import { type Gender, HAIR, type Look, SKINS } from './palettes.ts';
import {
  beardPath,
  braid,
  eyes,
  FACE,
  hairBack,
  hairFront,
  r1,
  shawlPath,
  sparkle,
  stars,
  torso,
} from './shapes.ts';

export function portrait(id: string, gender: Gender, look: Look, seed: number): string {
  const [skin, shade] = SKINS[look.skin];
  const [hair, shine] = HAIR[look.hairColor];
  const p = `p${id}`;
  const defs =
    `<defs><radialGradient id="${p}b" cx=".5" cy=".36" r=".72"><stop offset="0" stop-color="${look.bg[0]}"/><stop offset="1" stop-color="${look.bg[1]}"/></radialGradient>` +
    `<linearGradient id="${p}c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>` +
    `<clipPath id="${p}f"><path d="${FACE}"/></clipPath></defs>`;
  const parts: string[] = [defs, `<rect width="400" height="400" fill="url(#${p}b)"/>`, stars(seed)];
  parts.push(
    `<circle cx="200" cy="172" r="128" fill="#fff" opacity=".08"/><circle cx="200" cy="172" r="146" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="1.5"/>`,
  );
  if (look.moon) {
    parts.push(`<path d="M344,52a26,26 0 1,0 18,44a21,21 0 1,1 -18,-44Z" fill="#fbeecb" opacity=".9"/>`);
  }
  if (look.halo) {
    parts.push(
      `<circle cx="200" cy="146" r="104" fill="#fff3c4" fill-opacity=".1" stroke="#fff3c4" stroke-width="3" stroke-opacity=".75"/>`,
    );
  }
  // Everything from here on is the figure, enlarged a touch around the bottom centre.
  parts.push('<g transform="matrix(1.08 0 0 1.08 -16 -32)">');
  const back = hairBack(look.hair);
  if (back) parts.push(`<path d="${back}" fill="${hair}"/>`);
  // Neck and chest skin, then the clothing over it.
  parts.push(
    `<path d="M178,200L178,262C160,280 166,300 170,340L230,340C234,300 240,280 222,262L222,200Z" fill="${skin}"/>`,
    `<path d="M178,222C186,246 214,246 222,222L222,244C210,258 190,258 178,244Z" fill="${shade}" opacity=".7"/>`,
  );
  parts.push('<g transform="translate(0 -10)">', torso(look, `${p}c`));
  if (look.starry) {
    const pts = [
      [96, 372],
      [128, 336],
      [150, 388],
      [262, 344],
      [292, 380],
      [316, 352],
      [236, 396],
      [120, 404],
    ];
    parts.push(
      `<path d="${pts.map(([x = 0, y = 0]) => sparkle(x, y, 5)).join('')}" fill="#f4d47c" opacity=".8"/>`,
    );
  }
  if (look.shawl) parts.push(shawlPath(look.shawl));
  if (look.necklace === 'moon') {
    parts.push(
      `<path d="M176,290Q200,318 224,290" stroke="#e9c46a" stroke-width="1.6" fill="none"/><path d="M196,308a8,8 0 1,0 9,12a6.5,6.5 0 1,1 -9,-12Z" fill="#f4d47c"/>`,
    );
  } else if (look.necklace === 'crystal') {
    parts.push(
      `<path d="M178,288Q200,316 222,288" stroke="#e9c46a" stroke-width="1.6" fill="none"/><path d="M200,306l6,8-6,14-6-14Z" fill="#c9b6ff" stroke="#fff" stroke-width="1"/>`,
    );
  } else if (look.necklace === 'beads') {
    let b = '';
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const x = 172 + t * 56;
      const y = 288 + Math.sin(t * Math.PI) * 30;
      b += `<circle cx="${r1(x)}" cy="${r1(y)}" r="3.4"/>`;
    }
    parts.push(`<g fill="#d9b36c" stroke="#7a5a2a" stroke-width=".8">${b}</g>`);
  }
  parts.push('</g>');
  // Ears, face, and a soft side shadow clipped to the face.
  parts.push(
    `<g fill="${skin}"><ellipse cx="149" cy="172" rx="10" ry="16"/><ellipse cx="251" cy="172" rx="10" ry="16"/></g>`,
    `<path d="${FACE}" fill="${skin}"/>`,
    `<g clip-path="url(#${p}f)"><ellipse cx="276" cy="176" rx="34" ry="96" fill="${shade}" opacity=".5"/><ellipse cx="200" cy="250" rx="60" ry="22" fill="${shade}" opacity=".35"/></g>`,
  );
  if (look.beard) {
    parts.push(
      `<path d="${beardPath(look.beard)}" fill="${hair}" opacity="${look.beard === 'stubble' ? 0.28 : 1}"/>`,
    );
  }
  const front = hairFront(look.hair);
  parts.push(
    `<clipPath id="${p}h"><path d="${front}"/></clipPath><path d="${front}" fill="${hair}"/>`,
    `<g clip-path="url(#${p}h)" fill="none" stroke="${shine}" stroke-linecap="round"><path d="M160,122Q200,90 242,118" stroke-opacity=".22" stroke-width="10"/></g>`,
  );
  if (look.hair === 'braid') parts.push(braid(hair, shine));
  // Face: brows, eyes, nose, cheeks, mouth.
  parts.push(
    `<path d="M168,153Q180,145 192,151M208,151Q220,145 232,153" stroke="${hair}" stroke-width="${gender === 'male' ? 4.2 : 3.2}" fill="none" stroke-linecap="round"/>`,
    eyes(look, gender),
    `<path d="M201,178Q196,194 203,198" stroke="${shade}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    `<g fill="#f07a8a" opacity=".16"><circle cx="170" cy="196" r="11"/><circle cx="230" cy="196" r="11"/></g>`,
  );
  if (look.freckles) {
    parts.push(
      `<g fill="${shade}"><circle cx="166" cy="188" r="1.4"/><circle cx="174" cy="192" r="1.2"/><circle cx="162" cy="194" r="1.1"/><circle cx="234" cy="188" r="1.4"/><circle cx="226" cy="192" r="1.2"/><circle cx="238" cy="194" r="1.1"/></g>`,
    );
  }
  if (look.lips) {
    parts.push(`<path d="M186,212Q193,207 200,210Q207,207 214,212Q200,226 186,212Z" fill="${look.lips}"/>`);
  } else {
    parts.push(
      look.beard && look.beard !== 'stubble'
        ? '<path d="M189,212Q200,224 211,212Q200,216 189,212Z" fill="#b8646c"/>'
        : '<path d="M188,213Q200,221 212,213" stroke="#7a3a40" stroke-width="3" fill="none" stroke-linecap="round"/>',
    );
  }
  if (look.glasses) {
    parts.push(
      `<g fill="#fff" fill-opacity=".12" stroke="#2b2330" stroke-width="3"><rect x="163" y="158" width="32" height="24" rx="9"/><rect x="205" y="158" width="32" height="24" rx="9"/></g><path d="M195,168Q200,164 205,168M163,166L150,162M237,166L250,162" stroke="#2b2330" stroke-width="3" fill="none"/>`,
    );
  }
  if (look.earrings === 'hoop') {
    parts.push(
      `<g fill="none" stroke="#e9c46a" stroke-width="2.6"><circle cx="148" cy="196" r="8"/><circle cx="252" cy="196" r="8"/></g>`,
    );
  } else if (look.earrings === 'drop') {
    parts.push(
      `<g fill="#f2cf6e"><circle cx="148" cy="189" r="2.6"/><path d="M148,192l5,9-5,9-5-9Z"/><circle cx="252" cy="189" r="2.6"/><path d="M252,192l5,9-5,9-5-9Z"/></g>`,
    );
  } else if (look.earrings === 'stud') {
    parts.push(
      `<g fill="#fdf6e8"><circle cx="148" cy="189" r="3.4"/><circle cx="252" cy="189" r="3.4"/></g>`,
    );
  }
  parts.push('</g>');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img">${parts.join('')}</svg>\n`;
}
