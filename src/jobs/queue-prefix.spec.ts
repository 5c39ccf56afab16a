import { queuePrefix } from './queue-prefix';

describe('queuePrefix', () => {
  it.each([
    ['postgres://postgres@127.0.0.1:5432/collectif_dev', 'collectif-collectif_dev'],
    ['postgres://u:p@db.example:5432/collectif_dev?sslmode=require', 'collectif-collectif_dev'],
    ['postgres://u@h/base%20test', 'collectif-base_test'],
    ['postgres://u@h', 'collectif-postgres'],
    ['host=/tmp dbname=x', 'collectif-postgres'],
  ])('%s → %s', (url, prefix) => {
    expect(queuePrefix({ DATABASE_URL: url, DATA_DIR: 'var' })).toBe(prefix);
  });

  it('separates embedded databases by folder, and never contains ":"', () => {
    const a = queuePrefix({ DATA_DIR: '/srv/a' });
    expect(a).toMatch(/^collectif-pglite-[0-9a-f]{12}$/);
    expect(queuePrefix({ DATA_DIR: '/srv/a/' })).toBe(a);
    expect(queuePrefix({ DATA_DIR: '/srv/b' })).not.toBe(a);
  });
});
