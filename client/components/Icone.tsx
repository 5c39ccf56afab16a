/**
 * The kit's icons: one path on a 24×24 box, drawn in the current text colour and hidden from
 * assistive technologies (the text next to an icon says what it means). The paths used in several
 * places live in TRACES; a path that varies with a state (a banner's tone, a college's light, the
 * white-label brand) is passed as `d`.
 */
export const TRACES = {
  chevronBas: 'M7 10l5 5 5-5z',
  chevronHaut: 'M7 14l5-5 5 5z',
  coche: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  alerte: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  calendrier: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z',
  cadenas: 'M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5zm-3 8V6a3 3 0 1 1 6 0v3H9z',
  information: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z',
  lienExterne: 'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  drapeau: 'M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z',
} as const;

export interface IconeProps {
  /** A path of TRACES, or one chosen by a state. */
  d: string;
  /** Width and height in pixels. */
  taille?: number;
  className?: string;
  /** An SVG transform of the path (the download arrow is the upload one turned over). */
  transform?: string;
}

export function Icone({ d, taille = 16, className, transform }: IconeProps) {
  return (
    <svg className={className} width={taille} height={taille} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" transform={transform} />
    </svg>
  );
}
