/** Shared page components; screens import from 'client/components'. */
export { Actions } from './Actions';
export { Banner, type BannerTone } from './Banner';
export { Button, ButtonLink, type ButtonVariant } from './Button';
export { Card } from './Card';
export { ErrorPage } from './ErrorPage';
export { Layout } from './Layout';
export { PageHeader } from './PageHeader';
export { FRONT_STEPS, projectSteps, Timeline, type TimelineStep } from './Timeline';
export { ReadOnlyBanner } from './ReadOnlyBanner';
export { SaveProjetDialog, type ChoixEnregistrement } from './SaveProjetDialog';
export { TarifLoading } from './TarifLoading';
export { notifier, notifierEnvoi, type Notification } from './Toasts';
export { ChampDateEffet as DateField, type ChampDateEffetProps } from './ChampDateEffet';
/* The form kit (docs/adr/0031): each component imports its own stylesheet; sizes, spacing and
   colours come from client/styles/tokens.css. */
export { TextField, type TextFieldProps } from './TextField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { Switch, type SwitchProps } from './Switch';
export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './Checkbox';
export { Badge } from './Badge';
export { RadioCards, type RadioCardOption, type RadioCardsProps } from './RadioCards';
export { Autocomplete, ChampSuggestions, type AutocompleteProps, type ChampSuggestionsProps } from './Autocomplete';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { FileUpload, type EtatFichier, type FileUploadProps } from './FileUpload';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { PriceSummary, type PriceLine, type PriceSummaryProps, type PriceSummaryState } from './PriceSummary';
export { Dialog, type DialogProps } from './Dialog';
export { DialogueConfirmationFige, type DialogueConfirmationFigeProps } from './DialogueConfirmationFige';
export { DialogueEmailDocuments, type DialogueEmailDocumentsProps } from './DialogueEmailDocuments';
export { Commissionnement, type CommissionnementProps } from './Commissionnement';
export { Definitions, Details, type Definition, type DefinitionsProps, type DetailsProps } from './Details';
export { RAISON_CHAMPS_EN_ERREUR, SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { Icone, TRACES, type IconeProps } from './Icone';
export { FeuAcces } from './FeuAcces';
export { resolveurDe } from './resolveur';
