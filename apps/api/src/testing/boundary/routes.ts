export interface Route {
  method: string;
  url: string;
}

export const WALKED_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The full paths of one method's routes from Fastify's printRoutes({ method }) tree: each line is
 * indented four characters per level, and a node's path is its ancestors' segments joined.
 */
export function parseRouteTree(tree: string, method: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \((.*)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    stack.push(segment);
    if (methods?.split(", ").includes(method)) routes.push({ method, url: stack.join("") });
  }
  return routes;
}
