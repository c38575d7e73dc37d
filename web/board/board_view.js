// The board both pages draw (the quick-play page, web/page/, and the room page, web/room/page/),
// in an SVG element: lines, star points, coordinates, stones, the last move, stones marked dead
// (faded and crossed), each side's territory, and one clickable square per intersection, named by
// its vertex (data-vertex="D4"). It needs nothing of the kosumi package, so the room page, which
// has no engine, draws the same board. Its look is board.css.

const SVG = 'http://www.w3.org/2000/svg';
// GTP columns skip I.
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The vertex of column x (0 at the left) and row y (0 at the top) on a board of this size. */
export const vertexAt = (x, y, size) => `${COLUMNS[x]}${size - y}`;
/** {x, y} of a vertex that vertexAt wrote. */
export const pointAt = (vertex, size) => ({ x: COLUMNS.indexOf(vertex[0]), y: size - Number(vertex.slice(1)) });

function element(name, attributes, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  parent?.appendChild(node);
  return node;
}

function starPoints(size) {
  if (size === 9) return [[2, 2], [6, 2], [4, 4], [2, 6], [6, 6]];
  const far = size - 4;
  const mid = (size - 1) / 2;
  return [3, mid, far].flatMap((x) => [3, mid, far].map((y) => [x, y]));
}

export class BoardView {
  #svg;
  #size = 0;
  #layer;
  #ghost;
  #onPoint;
  #rows = [];

  /** onPoint(vertex) is called when a point is clicked. */
  constructor(svg, onPoint) {
    this.#svg = svg;
    this.#onPoint = onPoint;
  }

  get size() {
    return this.#size;
  }

  /** An empty board of this size; intersection (x, y) sits at (x + 1, y + 1). */
  reset(size) {
    this.#size = size;
    this.#rows = [];
    const svg = this.#svg;
    svg.replaceChildren();
    svg.setAttribute('viewBox', `0 0 ${size + 1} ${size + 1}`);
    element('rect', { class: 'wood', x: 0, y: 0, width: size + 1, height: size + 1 }, svg);
    for (let i = 1; i <= size; ++i) {
      element('line', { class: 'line', x1: 1, y1: i, x2: size, y2: i }, svg);
      element('line', { class: 'line', x1: i, y1: 1, x2: i, y2: size }, svg);
      element('text', { class: 'label', x: i, y: size + 0.6 }, svg).textContent = COLUMNS[i - 1];
      element('text', { class: 'label', x: 0.4, y: i }, svg).textContent = String(size + 1 - i);
    }
    for (const [x, y] of starPoints(size)) element('circle', { class: 'star', cx: x + 1, cy: y + 1, r: 0.09 }, svg);
    this.#layer = element('g', { class: 'stones' }, svg);
    this.#ghost = element('circle', { class: 'ghost stone', r: 0.46, cx: -5, cy: -5 }, svg);
    const points = element('g', { class: 'points' }, svg);
    for (let y = 0; y < size; ++y)
      for (let x = 0; x < size; ++x) {
        const vertex = vertexAt(x, y, size);
        const hit = element('rect', {
          class: 'point', x: x + 0.5, y: y + 0.5, width: 1, height: 1, 'data-vertex': vertex,
        }, points);
        hit.addEventListener('click', () => this.#onPoint(vertex));
        hit.addEventListener('pointerenter', () => this.#hover(x, y));
      }
    points.addEventListener('pointerleave', () => this.#hover(-5, -5));
  }

  /**
   * Shows a position. rows: top row first, "X" black, "O" white, "." empty; last: the vertex of
   * the last move or null; dead: vertices marked dead; territory: {black: [...], white: [...]}
   * or null; ghost: the colour of the stone shown under the pointer on empty points, or null.
   */
  show({ rows, last = null, dead = [], territory = null, ghost = null }) {
    this.#rows = rows;
    const layer = this.#layer;
    layer.replaceChildren();
    const deadSet = new Set(dead);
    for (const [owner, points] of Object.entries(territory ?? {}))
      for (const vertex of points) {
        const { x, y } = pointAt(vertex, this.#size);
        element('rect', {
          class: `territory ${owner}`, x: x + 1 - 0.17, y: y + 1 - 0.17, width: 0.34, height: 0.34,
          'data-vertex': vertex, 'data-owner': owner,
        }, layer);
      }
    rows.forEach((row, y) =>
      [...row].forEach((c, x) => {
        if (c === '.') return;
        const color = c === 'X' ? 'black' : 'white';
        const vertex = vertexAt(x, y, this.#size);
        const isDead = deadSet.has(vertex);
        element('circle', {
          class: `stone ${color}${isDead ? ' dead' : ''}`, cx: x + 1, cy: y + 1, r: 0.46, 'data-vertex': vertex,
          'data-color': color, ...(isDead ? { 'data-dead': 'true' } : {}),
        }, layer);
        if (isDead) {
          const d = 0.22;
          element('path', {
            class: `dead-mark on-${color}`,
            d: `M${x + 1 - d} ${y + 1 - d}L${x + 1 + d} ${y + 1 + d}M${x + 1 + d} ${y + 1 - d}L${x + 1 - d} ${y + 1 + d}`,
          }, layer);
        } else if (vertex === last) {
          element('circle', { class: `last on-${color}`, cx: x + 1, cy: y + 1, r: 0.22 }, layer);
        }
      }));
    this.#ghost.setAttribute('class', `ghost stone ${ghost ?? ''}`);
    this.#ghost.style.display = ghost ? '' : 'none';
  }

  // The stone that a tap would place, shown on empty points only.
  #hover(x, y) {
    const empty = this.#rows[y]?.[x] === '.';
    this.#ghost.setAttribute('cx', empty ? x + 1 : -5);
    this.#ghost.setAttribute('cy', empty ? y + 1 : -5);
  }
}
