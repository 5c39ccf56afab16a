import { Logger, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { REGISTRE_ENTREPRISES, RegistreEntreprises } from './registre-entreprises';
import { RegistreLocal } from './registre-local';
import { RegistreSirene } from './registre-sirene';

/** The register adapter chosen by configuration: Sirene when SIRENE_API_URL is set, else the local register. */
export function creerRegistre(config: Pick<AppConfig, 'SIRENE_API_URL' | 'SIRENE_API_KEY'>): RegistreEntreprises {
  if (config.SIRENE_API_URL) return new RegistreSirene({ baseUrl: config.SIRENE_API_URL, apiKey: config.SIRENE_API_KEY });
  return new RegistreLocal();
}

@Module({
  providers: [
    {
      provide: REGISTRE_ENTREPRISES,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const registre = creerRegistre(config);
        new Logger('RegistreEntreprises').log(`Registre des entreprises : ${registre.nom}`);
        return registre;
      },
    },
  ],
  exports: [REGISTRE_ENTREPRISES],
})
export class RegistreModule {}
