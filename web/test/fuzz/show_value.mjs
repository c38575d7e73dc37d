// Writes a value as JavaScript source, so that a failing call can be pasted back and replayed:
// undefined, NaN, -0, BigInt and Symbol values as the language spells them, long repeated text as
// 'c'.repeat(n).
export function showValue(value) {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') {
    if (Object.is(value, -0)) return '-0';
    return String(value);
  }
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return `Symbol(${JSON.stringify(value.description ?? '')})`;
  if (typeof value === 'string') {
    if (value.length > 60 && value === value[0].repeat(value.length)) return `${JSON.stringify(value[0])}.repeat(${value.length})`;
    if (value.length > 200) return `${JSON.stringify(value.slice(0, 200))} /* ${value.length} characters */`;
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    if (value.length > 8 && value.every((v) => v === value[0])) return `new Array(${value.length}).fill(${showValue(value[0])})`;
    return `[${value.map(showValue).join(', ')}]`;
  }
  if (value === null || typeof value !== 'object') return String(value);
  const fields = Object.entries(value).map(([k, v]) => `${/^[A-Za-z_]\w*$/.test(k) ? k : JSON.stringify(k)}: ${showValue(v)}`);
  return fields.length ? `{ ${fields.join(', ')} }` : '{}';
}

/** A call's answer, short: long arrays and texts cut. */
export function showAnswer(value) {
  const text = showValue(value);
  return text.length > 160 ? `${text.slice(0, 160)}...` : text;
}
