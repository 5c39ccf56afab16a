interface BrandIconProps {
  /** SVG path on a 24x24 box (Theme.iconPath). */
  path: string;
  size?: number;
}

/** The white-label brand icon, drawn in the current text colour. */
export function BrandIcon({ path, size = 28 }: BrandIconProps) {
  return (
    <svg className="brand-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
