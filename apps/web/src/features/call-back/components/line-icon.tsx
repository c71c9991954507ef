import { type IconProps, StrokeIcon } from '../../../components/ui/icons.tsx';

/** A phone with an arrow coming in: we call the customer back. */
export function CallBackIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M16 2v6h6M22 2l-6 6" />
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92Z" />
    </StrokeIcon>
  );
}
