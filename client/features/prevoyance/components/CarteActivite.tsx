import { Controller } from 'react-hook-form';
import { ECRAN_PREVOYANCE, PREVOYANCE } from '../../../../src/domain/messages';
import { Banner, Card } from '../../../components';
import { proprietesChamp, type EtatInformationsPrevoyance } from '../hooks/useInformationsPrevoyance';
import { ChampNaf } from './ChampNaf';

/** 'Activité': the agreement (fixed, from the company) and the NAF code (its list asked when first used). */
export function CarteActivite({ ctx }: { ctx: EtatInformationsPrevoyance }) {
  const { form, libelleCcn, demanderNafs, nafs, erreurNafs } = ctx;
  const champ = (nom: Parameters<typeof proprietesChamp>[1]) => proprietesChamp(ctx, nom);
  return (
    <Card title={ECRAN_PREVOYANCE.sectionActivite}>
      <div className="prev-grille prev-grille-activite">
        <div className="prev-champ">
          <p className="kit-label">{ECRAN_PREVOYANCE.conventionCollective}</p>
          <p className="prev-valeur-fixe" data-chemin="ccn">
            {libelleCcn ?? '—'}
          </p>
        </div>
        <div onFocus={demanderNafs}>
          <Controller
            control={form.control}
            name="naf"
            render={({ field }) => <ChampNaf nafs={nafs} value={field.value} onChange={field.onChange} {...champ('naf')} />}
          />
        </div>
      </div>
      {erreurNafs ? <Banner tone="danger">{PREVOYANCE.erreurNaf}</Banner> : null}
    </Card>
  );
}
