/** Shared page components; screens import from 'client/components'. */
export { Actions } from './Actions';
export { Alert, Banner, type BannerTone } from './Banner';
export { BrandIcon } from './BrandIcon';
export { Button, ButtonLink, type ButtonVariant } from './Button';
export { Card } from './Card';
export { ErrorPage } from './ErrorPage';
export { Header, type HeaderUser } from './Header';
export { Layout } from './Layout';
export { PageHeader } from './PageHeader';
export { FRONT_STEPS, projectSteps, Timeline, type TimelineStep } from './Timeline';
export { ReadOnlyBanner } from './ReadOnlyBanner';
export { SaveProjetDialog, type ChoixEnregistrement } from './SaveProjetDialog';
export { TarifLoading } from './TarifLoading';
export { notifier, Notifications, notifications, type Notification } from './Toasts';
