import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { RECHERCHE_LONGUEUR_MAX } from '../../../../src/domain/espace/espace';
import { ESPACE } from '../../../../src/domain/messages';
import { TextField } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { PARAM_RECHERCHE } from '../vue';

/** The search: a GET form, so the address carries it (works without JavaScript, a reload shows the same page). */
export function Recherche({ recherche }: { recherche: string }) {
  const navigation = useNavigation();
  const enCours = navigation.state === 'loading' && navigation.location?.pathname === PATHS.espace;
  return (
    // key: the field shows the search of the address after a back/forward navigation.
    <Form method="get" action={PATHS.espace} role="search" className="espace-recherche" key={recherche} aria-busy={enCours || undefined}>
      <ChampRecherche initiale={recherche} />
      <div className="espace-recherche-actions">
        <button type="submit" className="btn btn-primary">
          {ESPACE.rechercher}
        </button>
        {recherche ? (
          <Link to={PATHS.espace} className="btn btn-ghost">
            {ESPACE.effacerRecherche}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The kit's text field; its `name` puts the text in the GET form's address (also before hydration). */
function ChampRecherche({ initiale }: { initiale: string }) {
  const [texte, setTexte] = useState(initiale);
  return (
    <div className="espace-recherche-champ">
      <TextField
        label={ESPACE.rechercheLibelle}
        name={PARAM_RECHERCHE}
        value={texte}
        onChange={setTexte}
        help={ESPACE.rechercheAide}
        maxLength={RECHERCHE_LONGUEUR_MAX}
        autoComplete="off"
      />
    </div>
  );
}

