// A webpack loader for React Router's bundled module. Its components and contexts are made at
// the module's top level (`var Form = React.forwardRef(...)`, then `Form.displayName = "Form"`),
// which a minifier must keep as side effects: every page shipped NavLink, Form, useSubmit and
// their helpers, which the site never uses. Marked pure and without their display names (read
// only by React's developer tools), the unused ones are dropped. Upstream:
// remix-run/react-router#15299, which does the same in the library itself.

const CREATED = /^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo))\(/gm;
const NAMED = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** @param {string} source */
export default function pureReactRouter(source) {
  // Lines are blanked, not removed, so that the source map still points at the right lines.
  return source.replace(CREATED, 'var $1 = /* @__PURE__ */ $2(').replace(NAMED, '');
}
