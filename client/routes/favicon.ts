import { brandIconSvg } from '../theme/theme';
import type { Route } from './+types/favicon';

/**
 * /favicon.ico for pages that do not declare an icon (the development identity provider's
 * pages, direct visits): the brand icon as SVG instead of a 404.
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(brandIconSvg(context.theme), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
