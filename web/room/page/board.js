// Draws the room's board in an SVG element: lines, star points, coordinates, stones, the last
// move, stones marked dead (faded, crossed) and, once counting, each side's territory; one
// clickable square per intersection, named by its vertex (data-vertex="D4").
const SVG = 'http://www.w3.org/2000/svg';
// GTP columns skip I.
const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/** The vertex of column x (0 at the left) and row y (0 at the top). */
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

export class RoomBoard {
  #svg;
  #size = 0;
  #layer;
  #ghost;
  #onPoint;

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
          class: 'point', x: x + 0.5, y: y + 0.5, width: 1, height: 1, 'data-vertex': vertex, role: 'gridcell',
          'aria-label': vertex,
        }, points);
        hit.addEventListener('click', () => this.#onPoint(vertex));
        hit.addEventListener('pointerenter', () => this.#hover(x, y));
      }
    points.addEventListener('pointerleave', () => this.#hover(-5, -5));
  }

  /**
   * Shows rows (top row first, "X" black, "O" white); last: the last move's vertex; dead: the
   * vertices marked dead; territory: {black: [...], white: [...]}; ghost: the colour of the
   * stone shown under the pointer, or null.
   */
  show({ rows, last = null, dead = [], territory = null, ghost = null }) {
    const layer = this.#layer;
    layer.replaceChildren();
    const deadSet = new Set(dead);
    for (const [color, points] of Object.entries(territory ?? {}))
      for (const vertex of points) {
        const { x, y } = pointAt(vertex, this.#size);
        element('rect', {
          class: `territory ${color}`, x: x + 0.84, y: y + 0.84, width: 0.32, height: 0.32, 'data-territory': color,
          'data-vertex': vertex,
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
          element('path', { class: `cross on-${color}`, d: `M${x + 0.75},${y + 0.75}L${x + 1.25},${y + 1.25}M${x + 1.25},${y + 0.75}L${x + 0.75},${y + 1.25}` }, layer);
        } else if (vertex === last) {
          element('circle', { class: `last on-${color}`, cx: x + 1, cy: y + 1, r: 0.22 }, layer);
        }
      }));
    this.#ghost.setAttribute('class', `ghost stone ${ghost ?? ''}`);
    this.#ghost.style.display = ghost ? '' : 'none';
  }

  #hover(x, y) {
    this.#ghost.setAttribute('cx', x + 1);
    this.#ghost.setAttribute('cy', y + 1);
  }
}
