import { Button, Dialog, DialogTrigger, Heading, OverlayArrow, Popover } from 'react-aria-components';
import type { CollegeEligible } from '../../../../src/domain/eligibilite/offres';
import { vueAcces, type StatutFeu } from '../offres';
import { Icone, TRACES } from '../../../components';

/** Shapes as well as colours, so the light reads without colour vision. */
const PICTOS: Record<StatutFeu, string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  warning: 'M11 7h2v7h-2zm0 9h2v2h-2z',
  danger: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z',
};

export function Feu({ statut }: { statut: StatutFeu }) {
  return (
    <span className={`ent-feu ent-feu-${statut}`} aria-hidden="true">
      <Icone d={PICTOS[statut]} taille={12} />
    </span>
  );
}

/**
 * A college of an offer with its traffic light (vert success, orange warning, rouge danger); the
 * button opens a popover with the access title and message.
 */
export function AccesCollege({ college }: { college: CollegeEligible }) {
  const vue = vueAcces(college);
  if (!vue.ok) {
    return (
      <span className="ent-college ent-college-erreur" role="alert">
        <span>{college.libelle}</span>
        <span className="ent-college-erreur-texte">{vue.erreur}</span>
      </span>
    );
  }
  const { acces, statut } = vue;
  return (
    <DialogTrigger>
      <Button className="ent-college" data-feu={acces.feu}>
        <Feu statut={statut} />
        <span className="ent-college-libelle">{college.libelle}</span>
        {/* The name is the visible text (WCAG 2.5.3), read with a pause between college and access. */}
        <span className="visually-hidden"> : </span>
        <span className="ent-college-titre">{acces.titre}</span>
        <Icone d={TRACES.information} className="ent-college-info" />
      </Button>
      <Popover className="ent-popover ent-popover-acces" placement="top" offset={10}>
        <OverlayArrow className="ent-fleche">
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <Dialog className={`ent-dialog-acces ent-acces-${statut}`}>
          <Heading slot="title" className="ent-acces-titre">
            <Feu statut={statut} />
            {acces.titre}
          </Heading>
          <p className="ent-acces-message">{acces.message}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
