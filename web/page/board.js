// Draws a Go board in an SVG element: lines, star points, coordinates, stones, the last move,
// stones marked dead, each side's territory, and one clickable square per intersection, named
// by its vertex (data-vertex="D4").
import { fromVertex, toVertex } from '../package/browser.js';

const SVG = 'http://www.w3.org/2000/svg';
const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

function element(name, attributes, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  parent?.appendChild(node);
  return node;
}

function starPoints(size) {
  if (size === 9) return [[2, 2], [6, 2], [4, 4], [2, 6], [6, 6]];
  const edge = 3;
  const far = size - 4;
  const mid = (size - 1) / 2;
  return [edge, mid, far].flatMap((x) => [edge, mid, far].map((y) => [x, y]));
}

export class BoardView {
  #svg;
  #size = 0;
  #stones;
  #ghost;
  #onPlay;
  #rows = [];

  /** onPlay(vertex) is called when a point is clicked. */
  constructor(svg, onPlay) {
    this.#svg = svg;
    this.#onPlay = onPlay;
  }

  /** An empty board of this size. Intersection (x, y) sits at (x + 1, y + 1). */
  reset(size) {
    this.#size = size;
    const svg = this.#svg;
    svg.replaceChildren();
    svg.setAttribute('viewBox', `0 0 ${size + 1} ${size + 1}`);
    element('rect', { class: 'wood', x: 0, y: 0, width: size + 1, height: size + 1 }, svg);
    for (let i = 1; i <= size; ++i) {
      element('line', { class: 'line', x1: 1, y1: i, x2: size, y2: i }, svg);
      element('line', { class: 'line', x1: i, y1: 1, x2: i, y2: size }, svg);
      const label = element('text', { class: 'label', x: i, y: size + 0.6 }, svg);
      label.textContent = COLUMNS[i - 1];
      const row = element('text', { class: 'label', x: 0.4, y: i }, svg);
      row.textContent = String(size + 1 - i);
    }
    for (const [x, y] of starPoints(size)) element('circle', { class: 'star', cx: x + 1, cy: y + 1, r: 0.09 }, svg);
    this.#stones = element('g', { class: 'stones' }, svg);
    this.#ghost = element('circle', { class: 'ghost stone', r: 0.46, cx: -5, cy: -5 }, svg);
    const points = element('g', { class: 'points' }, svg);
    for (let y = 0; y < size; ++y)
      for (let x = 0; x < size; ++x) {
        const vertex = toVertex(x, y, size);
        const hit = element('rect', {
          class: 'point', x: x + 0.5, y: y + 0.5, width: 1, height: 1, 'data-vertex': vertex, role: 'gridcell',
          'aria-label': vertex,
        }, points);
        hit.addEventListener('click', () => this.#onPlay(vertex));
        hit.addEventListener('pointerenter', () => this.#hover(x, y));
      }
    points.addEventListener('pointerleave', () => this.#hover(-5, -5));
  }

  /**
   * Shows the stones of rows (top row first, "X" black, "O" white) and marks the last move.
   * ending, once play has stopped: {dead: vertices, territory: {black, white}}: dead stones are
   * drawn faded and crossed, each territory point with a small square of its owner's colour.
   */
  show(rows, lastVertex, ghostColor, ending = null) {
    this.#rows = rows;
    this.#stones.replaceChildren();
    const dead = new Set(ending?.dead ?? []);
    rows.forEach((row, y) =>
      [...row].forEach((c, x) => {
        if (c === '.') return;
        const color = c === 'X' ? 'black' : 'white';
        const vertex = toVertex(x, y, this.#size);
        const isDead = dead.has(vertex);
        element('circle', {
          class: `stone ${color}${isDead ? ' dead' : ''}`, cx: x + 1, cy: y + 1, r: 0.46, 'data-vertex': vertex,
          'data-color': color, ...(isDead ? { 'data-dead': 'true' } : {}),
        }, this.#stones);
        if (isDead) {
          const d = 0.2;
          element('path', {
            class: `dead-mark on-${color}`, d: `M${x + 1 - d} ${y + 1 - d}L${x + 1 + d} ${y + 1 + d}M${x + 1 + d} ${y + 1 - d}L${x + 1 - d} ${y + 1 + d}`,
          }, this.#stones);
        }
        if (vertex === lastVertex)
          element('circle', { class: `last on-${color}`, cx: x + 1, cy: y + 1, r: 0.22 }, this.#stones);
      }));
    for (const owner of ['black', 'white'])
      for (const vertex of ending?.territory?.[owner] ?? []) {
        const at = fromVertex(vertex, this.#size);
        if (!at) continue;
        element('rect', {
          class: `territory ${owner}`, x: at.x + 1 - 0.17, y: at.y + 1 - 0.17, width: 0.34, height: 0.34,
          'data-vertex': vertex, 'data-owner': owner,
        }, this.#stones);
      }
    this.#ghost.setAttribute('class', `ghost stone ${ghostColor ?? ''}`);
    this.#ghost.style.display = ghostColor ? '' : 'none';
  }

  // The stone that a tap would place, shown on empty points only.
  #hover(x, y) {
    const empty = this.#rows[y]?.[x] === '.';
    this.#ghost.setAttribute('cx', empty ? x + 1 : -5);
    this.#ghost.setAttribute('cy', empty ? y + 1 : -5);
  }
}
