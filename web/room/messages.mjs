// What a client may send the room server, checked before anything acts on it: one JSON object
// per WebSocket text frame, with a known `type` and exactly that type's fields, each of the
// right kind and length. A message that fails is answered with an error and changes nothing.

/** The longest message the server reads; a longer frame closes the connection. */
export const MAX_MESSAGE_BYTES = 1024;
/** The board sizes a room may be made with. */
export const ROOM_SIZES = Object.freeze([9, 13, 19]);

const ROOM_ID = /^[a-z0-9]{1,16}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
// Long enough for any vertex and "pass"; the referee itself judges the text.
const MAX_VERTEX_LENGTH = 8;

const isVertexText = (v) => typeof v === 'string' && v.length >= 1 && v.length <= MAX_VERTEX_LENGTH;

// Each type's fields: name -> [required, check, what the check wants].
const SHAPES = {
  create: { size: [true, (v) => ROOM_SIZES.includes(v), `one of ${ROOM_SIZES.join(', ')}`] },
  join: {
    room: [true, (v) => typeof v === 'string' && ROOM_ID.test(v), 'a room id'],
    token: [false, (v) => typeof v === 'string' && TOKEN.test(v), 'a seat token'],
  },
  play: { vertex: [true, isVertexText, `a vertex or "pass" of at most ${MAX_VERTEX_LENGTH} characters`] },
  toggle: { vertex: [true, isVertexText, `a vertex of at most ${MAX_VERTEX_LENGTH} characters`] },
  confirm: {},
  resume: {},
  score: {},
  resign: {},
  offerDraw: {},
  answerDraw: { accept: [true, (v) => typeof v === 'boolean', 'true or false'] },
};

/** The message types the server knows. */
export const MESSAGE_TYPES = Object.freeze(Object.keys(SHAPES));

const refuse = (reason, error) => ({ ok: false, reason, error });

/**
 * Reads one frame: {ok: true, message} or {ok: false, reason, error}, reason 'malformed' (not a
 * JSON object in a text frame), 'unknown' (a type the server does not know) or 'invalid' (a
 * field missing, unexpected or of the wrong kind).
 */
export function parseMessage(data, isBinary = false) {
  if (isBinary) return refuse('malformed', 'messages are JSON text, not binary');
  const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
  if (Buffer.byteLength(text, 'utf8') > MAX_MESSAGE_BYTES)
    return refuse('malformed', `a message is at most ${MAX_MESSAGE_BYTES} bytes`);
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return refuse('malformed', 'a message must be JSON');
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message))
    return refuse('malformed', 'a message must be a JSON object');
  const { type } = message;
  if (typeof type !== 'string') return refuse('malformed', 'a message needs a "type"');
  if (!Object.hasOwn(SHAPES, type)) return refuse('unknown', `unknown message type "${type.slice(0, 32)}"`);
  const shape = SHAPES[type];
  for (const key of Object.keys(message)) {
    if (key !== 'type' && !Object.hasOwn(shape, key))
      return refuse('invalid', `"${type}" has no field "${key.slice(0, 32)}"`);
  }
  for (const [key, [required, check, wanted]] of Object.entries(shape)) {
    if (!Object.hasOwn(message, key)) {
      if (required) return refuse('invalid', `"${type}" needs "${key}": ${wanted}`);
      continue;
    }
    if (!check(message[key])) return refuse('invalid', `"${type}": "${key}" must be ${wanted}`);
  }
  return { ok: true, message };
}
