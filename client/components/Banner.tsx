import type { ReactNode } from 'react';
import { TRACES, Icone } from './Icone';


export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const ICONS: Record<BannerTone, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z',
  warning: TRACES.alerte,
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
};

/**
 * A message band (spec banners: info, success, warning, danger). Danger is announced at once to
 * screen readers; the others are polite.
 */
export function Banner({ tone = 'info', title, children, className }: BannerProps) {
  return (
    <div className={['banner', `banner-${tone}`, className].filter(Boolean).join(' ')} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icone d={ICONS[tone]} taille={20} className="banner-icon" />
      <div className="banner-body">
        {title ? <p className="banner-title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

