/**
 * Test support for the kit's twins (ADR 0051) and any control drawn without react-aria until
 * hydrated (ADR 0049, 0050): what makes a twin's server HTML comparable with react-aria's.
 */

/**
 * Markup compared structurally: ids numbered in the order they are defined (each side makes its
 * own, and so names made up from them), references to ids the markup does not hold dropped
 * (react-aria names on the server the help and error it cannot know yet), attributes sorted;
 * `readonly` ignored (the twins are not editable: that is their one difference).
 */
export function normaliser(html: string): string {
  const nettoye = html.replace(/<!-- -->/g, '').replace(/<template><\/template>/g, '');
  const definis = new Map<string, string>();
  for (const m of nettoye.matchAll(/\sid="([^"]+)"/g)) if (!definis.has(m[1])) definis.set(m[1], `id${definis.size}`);
  return nettoye.replace(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_t, balise: string, attributs: string, ferme: string) => {
    const liste = [...attributs.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)]
      .map(([, nom, valeur = '']) => [nom, valeur] as [string, string])
      // readonly: the twins' inputs are not editable.
      .filter(([nom]) => nom.toLowerCase() !== 'readonly')
      .map(([nom, valeur]): [string, string] => {
        if (nom === 'id' || nom === 'for') return [nom, definis.get(valeur) ?? valeur];
        if (/^aria-(labelledby|describedby|controls)$/.test(nom))
          return [
            nom,
            valeur
              .split(' ')
              .filter((x) => definis.has(x))
              .map((x) => definis.get(x))
              .join(' '),
          ];
        // A radio group's name made up when none is given: each side makes its own.
        if (nom === 'name' && /_R_/.test(valeur)) return [nom, 'auto'];
        return [nom, valeur];
      })
      .filter(([nom, valeur]) => !(/^aria-(labelledby|describedby|controls)$/.test(nom) && valeur === ''))
      .sort(([a], [b]) => a.localeCompare(b));
    return `<${balise}${liste.map(([n, v]) => ` ${n}="${v}"`).join('')}${ferme}>`;
  });
}
