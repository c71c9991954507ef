import { HeartIcon } from '../../../components/ui/action-icons.tsx';
import { type IconProps, StrokeIcon } from '../../../components/ui/icons.tsx';

function TarotIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="5" y="2" width="14" height="20" rx="2" />
      <path d="m12 7 1.4 2.9 3.1.4-2.3 2.2.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.2 3.1-.4Z" />
    </StrokeIcon>
  );
}

function SunIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </StrokeIcon>
  );
}

function BriefcaseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    </StrokeIcon>
  );
}

function FlameIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5Z" />
    </StrokeIcon>
  );
}

function MoonIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </StrokeIcon>
  );
}

function EyeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
      <circle cx="12" cy="12" r="3" />
    </StrokeIcon>
  );
}

function HashIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18" />
    </StrokeIcon>
  );
}

/** One decorative icon per reading type of the services page. */
export const READING_ICONS = {
  tarot: TarotIcon,
  astrology: SunIcon,
  love: HeartIcon,
  career: BriefcaseIcon,
  mediumship: FlameIcon,
  dreams: MoonIcon,
  clairvoyance: EyeIcon,
  numerology: HashIcon,
} as const;
