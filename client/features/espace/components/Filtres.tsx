import { useState, type FormEvent } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { RECHERCHE_LONGUEUR_MAX } from '../../../../src/domain/espace/espace';
import { ESPACE } from '../../../../src/domain/messages';
import { Checkbox, SelectField, TextField } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { adresseEspace, lireAdresse, OPTIONS, PARAMS, type FiltresEspace } from '../vue';

/**
 * Search, filters and sort: one GET form, so the address carries them (works without JavaScript, a
 * reload or a shared link shows the same list). Each control's `name` is the API's parameter. Once
 * hydrated, the address leaves out what is a default (empty choices, the default sort), as links write it.
 */
export function Filtres({ filtres }: { filtres: FiltresEspace }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const soumettre = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const saisie = new URLSearchParams(Array.from(new FormData(e.currentTarget).entries(), ([k, v]) => [k, String(v)]));
    navigate(adresseEspace(lireAdresse(saisie).filtres, 1));
  };
  const enCours = navigation.state === 'loading' && navigation.location?.pathname === PATHS.espace;
  const [recherche, setRecherche] = useState(filtres.recherche);
  const [etape, setEtape] = useState<string | null>(filtres.etape);
  const [produit, setProduit] = useState<string | null>(filtres.produit);
  const [aRelancer, setARelancer] = useState(filtres.aRelancer);
  const [tri, setTri] = useState<string | null>(filtres.tri);
  const filtre = Boolean(filtres.recherche || filtres.etape || filtres.produit || filtres.aRelancer);
  return (
    <Form method="get" action={PATHS.espace} onSubmit={soumettre} role="search" aria-label={ESPACE.filtres} className="espace-filtres" aria-busy={enCours || undefined}>
      <div className="espace-filtres-recherche">
        <TextField
          label={ESPACE.rechercheLibelle}
          name={PARAMS.recherche}
          value={recherche}
          onChange={setRecherche}
          help={ESPACE.rechercheAideDossiers}
          maxLength={RECHERCHE_LONGUEUR_MAX}
          autoComplete="off"
        />
      </div>
      <SelectField label={ESPACE.filtreEtape} name={PARAMS.etape} value={etape} onChange={setEtape} options={OPTIONS.etapes} placeholder={ESPACE.toutes} />
      <SelectField label={ESPACE.filtreProduit} name={PARAMS.produit} value={produit} onChange={setProduit} options={OPTIONS.produits} placeholder={ESPACE.tous} />
      <SelectField label={ESPACE.tri} name={PARAMS.tri} value={tri} onChange={setTri} options={OPTIONS.tris} placeholder={false} />
      <div className="espace-filtres-relancer">
        <Checkbox name={PARAMS.aRelancer} value="true" isSelected={aRelancer} onChange={setARelancer}>
          {OPTIONS.aRelancer}
        </Checkbox>
      </div>
      <div className="espace-filtres-actions">
        <button type="submit" className="btn btn-primary">
          {ESPACE.appliquer}
        </button>
        {filtre ? (
          <Link to={PATHS.espace} className="btn btn-ghost">
            {ESPACE.reinitialiser}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
