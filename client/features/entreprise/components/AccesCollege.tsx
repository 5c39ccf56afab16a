import { Button, Dialog, DialogTrigger, Heading, OverlayArrow, Popover } from 'react-aria-components';
import type { CollegeEligible } from '../../../../src/domain/eligibilite/offres';
import { vueAcces } from '../offres';
import { FeuAcces, Icone, TRACES } from '../../../components';

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
        <FeuAcces statut={statut} />
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
            <FeuAcces statut={statut} />
            {acces.titre}
          </Heading>
          <p className="ent-acces-message">{acces.message}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
