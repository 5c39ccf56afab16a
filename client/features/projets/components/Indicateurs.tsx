import { PROJETS } from '../../../../src/domain/messages';
import { Infobulle } from './Infobulle';
import { Icone } from '../../../components';

const SABLIER = 'M6 2h12v6l-4 4 4 4v6H6v-6l4-4-4-4V2zm2 2v3.2l4 4 4-4V4H8zm4 8.8-4 4V20h8v-3.2l-4-4z';
const CADENAS = 'M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9zm3 4a2 2 0 0 1 1 3.7V19h-2v-1.3A2 2 0 0 1 12 14z';

function IconeInfobulle({ chemin, texte, classe }: { chemin: string; texte: string; classe: string }) {
  return (
    <Infobulle texte={texte}>
      <span role="img" aria-label={texte} tabIndex={0} className={`projets-icone pastille ${classe}`}>
        <Icone d={chemin} taille={18} />
      </span>
    </Infobulle>
  );
}

/** Icon 'La date d'effet a expiré' (spec 01 §2), with its tooltip. */
export function IconeDateExpiree() {
  return <IconeInfobulle chemin={SABLIER} texte={PROJETS.dateEffetExpireeIcone} classe="projets-icone-expiree" />;
}

/** Lock icon 'Le projet est verrouillé. Il n'est plus modifiable.' (spec 01 §2), with its tooltip. */
export function IconeVerrou() {
  return <IconeInfobulle chemin={CADENAS} texte={PROJETS.projetVerrouille} classe="projets-icone-verrou" />;
}
