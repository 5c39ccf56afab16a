import { createHash } from 'node:crypto';
import { cleIdentite } from './cle-identite';

describe('cleIdentite', () => {
  it('is the sha256 hex of the normalised identity', () => {
    const attendue = createHash('sha256').update('LEFEVRE|ELODIE|1980-02-29').digest('hex');
    expect(cleIdentite(' Lefèvre', 'élodie ', '1980-02-29')).toBe(attendue);
    expect(attendue).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs with any part, and is null when a part is missing', () => {
    const cle = cleIdentite('Martin', 'Claire', '1980-01-01');
    expect(cleIdentite('Martin', 'Claire', '1980-01-02')).not.toBe(cle);
    expect(cleIdentite('Martin', 'Claude', '1980-01-01')).not.toBe(cle);
    expect(cleIdentite('', 'Claire', '1980-01-01')).toBeNull();
    expect(cleIdentite('Martin', 'Claire', null)).toBeNull();
  });
});
