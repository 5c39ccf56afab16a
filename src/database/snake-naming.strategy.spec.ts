import { SnakeNamingStrategy, snakeCase } from './snake-naming.strategy';

describe('snakeCase', () => {
  it.each([
    ['codeDistributeur', 'code_distributeur'],
    ['createdAt', 'created_at'],
    ['sha256', 'sha256'],
    ['contentType', 'content_type'],
    ['HTTPCode', 'http_code'],
    ['StoredFile', 'stored_file'],
    ['already_snake', 'already_snake'],
    ['id', 'id'],
  ])('%s → %s', (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });
});

describe('SnakeNamingStrategy', () => {
  const strategy = new SnakeNamingStrategy();

  it('snake-cases column names, including embedded prefixes', () => {
    expect(strategy.columnName('ownerId', undefined, [])).toBe('owner_id');
    expect(strategy.columnName('ville', undefined, ['adresseSiege'])).toBe('adresse_siege_ville');
  });

  it('keeps explicit names', () => {
    expect(strategy.columnName('ownerId', 'proprietaire', [])).toBe('proprietaire');
    expect(strategy.tableName('StoredFileEntity', 'stored_file')).toBe('stored_file');
  });

  it('derives join column names from the relation', () => {
    expect(strategy.joinColumnName('projetCollectif', 'id')).toBe('projet_collectif_id');
  });
});
