/**
 * Fixed-point decimal arithmetic on BigInt for the provident engine: 24 decimals, far below any
 * figure shown (a rate has 2, a breakdown 4). Inputs are decimal strings read exactly (barème
 * figures, integers, one-decimal rates). Additions and subtractions are exact; a product or a
 * quotient keeps 24 decimals, rounded half away from zero. A shown figure is rounded once, from
 * that value, to its display precision — never from an already rounded figure.
 */
const DECIMALES = 24;
const ECHELLE = 10n ** BigInt(DECIMALES);
const DECIMAUX = new Map<string, Fixe>();

/** round(num / den), half away from zero; den > 0. */
function diviserArrondi(num: bigint, den: bigint): bigint {
  const neg = num < 0n;
  const a = neg ? -num : num;
  const q = (a * 2n + den) / (den * 2n);
  return neg ? -q : q;
}

export class Fixe {
  private constructor(
    /** The value × 10^24. */
    readonly v: bigint,
  ) {}

  static readonly ZERO = new Fixe(0n);
  static readonly ONE = new Fixe(ECHELLE);

  /** From an integer, a decimal string ("0.0045", "-1.5e-3") or a finite number (read as its shortest decimal). */
  static of(x: number | string | bigint | Fixe): Fixe {
    if (x instanceof Fixe) return x;
    if (typeof x === 'bigint') return new Fixe(x * ECHELLE);
    if (typeof x === 'number') {
      if (!Number.isFinite(x)) throw new RangeError(`Nombre non fini : ${x}`);
      if (Number.isSafeInteger(x)) return new Fixe(BigInt(x) * ECHELLE);
      return Fixe.of(String(x));
    }
    const connu = DECIMAUX.get(x);
    if (connu) return connu;
    const m = /^([+-])?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(x.trim());
    if (!m) throw new RangeError(`Décimal invalide : ${x}`);
    const frac = m[3] ?? '';
    const exp = Number(m[4] ?? 0) - frac.length + DECIMALES;
    const n = BigInt(m[2] + frac);
    const v = exp >= 0 ? n * 10n ** BigInt(exp) : diviserArrondi(n, 10n ** BigInt(-exp));
    const f = new Fixe(m[1] === '-' ? -v : v);
    // Barème figures are read again and again: keep the parsed ones (bounded).
    if (DECIMAUX.size < 4096) DECIMAUX.set(x, f);
    return f;
  }

  /** a / b of two integers. */
  static ratio(a: number | bigint, b: number | bigint): Fixe {
    const den = BigInt(b);
    if (den === 0n) throw new RangeError('Division par zéro');
    return new Fixe(den < 0n ? diviserArrondi(-BigInt(a) * ECHELLE, -den) : diviserArrondi(BigInt(a) * ECHELLE, den));
  }

  add(o: Fixe | number | string): Fixe {
    return new Fixe(this.v + Fixe.of(o).v);
  }
  sub(o: Fixe | number | string): Fixe {
    return new Fixe(this.v - Fixe.of(o).v);
  }
  mul(o: Fixe | number | string): Fixe {
    if (typeof o === 'number' && Number.isSafeInteger(o)) return new Fixe(this.v * BigInt(o));
    return new Fixe(diviserArrondi(this.v * Fixe.of(o).v, ECHELLE));
  }
  div(o: Fixe | number | string): Fixe {
    const w = typeof o === 'number' && Number.isSafeInteger(o) ? BigInt(o) * ECHELLE : Fixe.of(o).v;
    if (w === 0n) throw new RangeError('Division par zéro');
    return new Fixe(w < 0n ? diviserArrondi(-this.v * ECHELLE, -w) : diviserArrondi(this.v * ECHELLE, w));
  }
  cmp(o: Fixe | number | string): number {
    const w = Fixe.of(o).v;
    return this.v < w ? -1 : this.v > w ? 1 : 0;
  }
  lt(o: Fixe | number | string): boolean {
    return this.cmp(o) < 0;
  }
  isZero(): boolean {
    return this.v === 0n;
  }
  max(o: Fixe | number | string): Fixe {
    const x = Fixe.of(o);
    return this.v >= x.v ? this : x;
  }
  min(o: Fixe | number | string): Fixe {
    const x = Fixe.of(o);
    return this.v <= x.v ? this : x;
  }

  static sum(xs: readonly Fixe[]): Fixe {
    let v = 0n;
    for (const x of xs) v += x.v;
    return new Fixe(v);
  }

  /** The integer round(this × 10^decimals), half away from zero. */
  scaled(decimals: number): bigint {
    return diviserArrondi(this.v, 10n ** BigInt(DECIMALES - decimals));
  }

  /** Rounded once to `decimals` places, as a decimal string ("1.50"). */
  toFixed(decimals: number): string {
    const s = this.scaled(decimals);
    const neg = s < 0n;
    const digits = (neg ? -s : s).toString().padStart(decimals + 1, '0');
    const int = digits.slice(0, digits.length - decimals);
    const frac = digits.slice(digits.length - decimals);
    return `${neg ? '-' : ''}${int}${decimals ? `.${frac}` : ''}`;
  }

  /** Rounded once to `decimals` places, as a number (the exact decimal representation of the rounded value). */
  round(decimals: number): number {
    return Number(this.toFixed(decimals));
  }
}
