import { useId, type ReactNode } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { KIT } from '../../src/domain/messages';
import { RequiredMarker } from './Field';
import './Field.css';
import './FileUpload.css';

export type EtatFichier = 'vide' | 'envoi' | 'succes' | 'erreur';

export interface FileUploadProps {
  label: ReactNode;
  /** What the screen knows of the upload: nothing yet, sending, stored, refused. */
  etat: EtatFichier;
  /** The chosen or stored file's name. */
  fileName?: string;
  onSelect: (file: File) => void;
  /** Several files at once (the item allows it): then onSelectFiles receives them all. */
  allowsMultiple?: boolean;
  onSelectFiles?: (files: File[]) => void;
  /** File types accepted ('application/pdf', 'image/*'). */
  accept?: readonly string[];
  help?: ReactNode;
  /** Why the upload failed (the server's French message); a generic one otherwise. */
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A file upload with its three states: processing (spinner, button disabled), success (file name,
 * 'Fichier envoyé'), error (the reason, choose again). The state is announced (role status/alert).
 */
export function FileUpload({ label, etat, fileName, onSelect, allowsMultiple, onSelectFiles, accept, help, error, isRequired, isDisabled }: FileUploadProps) {
  const id = useId();
  return (
    <div className="kit-file" data-etat={etat} role="group" aria-labelledby={`${id}-label`} aria-describedby={help ? `${id}-aide` : undefined}>
      <span className="kit-label" id={`${id}-label`}>
        {label}
        {isRequired ? <RequiredMarker /> : null}
      </span>
      <div className="kit-file-zone">
        <FileTrigger
          acceptedFileTypes={accept ? [...accept] : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(files) => {
            const liste = files ? Array.from(files) : [];
            if (!liste.length) return;
            if (allowsMultiple && onSelectFiles) onSelectFiles(liste);
            else onSelect(liste[0]);
          }}
        >
          <AriaButton className="btn btn-secondary" isDisabled={isDisabled || etat === 'envoi'}>
            {KIT.choisirFichier}
          </AriaButton>
        </FileTrigger>
        {fileName ? <span className="kit-file-name">{fileName}</span> : null}
        <span role="status" className="kit-file-status">
          {etat === 'envoi' ? (
            <>
              <span className="kit-file-spinner" aria-hidden="true" />
              {KIT.fichierEnCours}
            </>
          ) : etat === 'succes' ? (
            KIT.fichierEnvoye
          ) : null}
        </span>
      </div>
      {help ? (
        <p className="kit-help" id={`${id}-aide`}>
          {help}
        </p>
      ) : null}
      {etat === 'erreur' ? (
        <p className="kit-error" role="alert">
          {error ?? KIT.fichierErreur}
        </p>
      ) : null}
    </div>
  );
}
