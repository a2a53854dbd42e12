/** netlify.toml headers and redirects, parsed by Netlify's own parsers and matched locally. */
import { existsSync } from 'node:fs';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

export interface RedirectRule {
  pattern: URLPattern;
  to: string;
  status: number;
  force: boolean;
}

export interface NetlifyRules {
  /** Headers for a path, in file order (later rules win on the same name). */
  headersFor(pathname: string): Record<string, string>;
  /** The first redirect whose `from` matches, with `:splat` and placeholders filled in. */
  redirectFor(pathname: string): { to: string; status: number; force: boolean } | null;
}

interface ParsedRedirect {
  path?: string;
  from: string;
  to: string;
  status?: number;
  force?: boolean;
}

function fill(to: string, groups: Record<string, string | undefined>): string {
  return to.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => {
    if (name === 'splat') return groups['0'] ?? '';
    return groups[name] ?? whole;
  });
}

/**
 * Reads the rules of a netlify.toml, and of the build's `_headers` files (dist/_headers, written
 * by src/build/headers.ts) when given; a parse error stops start-up, as it would a deploy.
 */
export async function loadNetlifyRules(
  netlifyConfigPath: string,
  headersFiles: string[] = [],
): Promise<NetlifyRules> {
  const headerResult = await parseAllHeaders({
    headersFiles: headersFiles.filter((file) => existsSync(file)),
    netlifyConfigPath,
    configHeaders: [],
    minimal: false,
  });
  const redirectResult = await parseAllRedirects({
    redirectsFiles: [],
    netlifyConfigPath,
    configRedirects: [],
    minimal: false,
  });
  const errors = [...headerResult.errors, ...(redirectResult.errors as Error[])];
  if (errors.length) throw new Error(`netlify.toml: ${errors.map((e) => e.message).join('; ')}`);

  const headers = headerResult.headers.map((h) => ({
    regexp: 'forRegExp' in h ? h.forRegExp : new RegExp(`^${h.for}$`),
    values: h.values,
  }));
  const redirects: RedirectRule[] = (redirectResult.redirects as ParsedRedirect[]).map((r) => ({
    pattern: new URLPattern({ pathname: r.path ?? r.from }),
    to: r.to,
    status: r.status ?? 301,
    force: r.force ?? false,
  }));

  return {
    headersFor(pathname) {
      const result: Record<string, string> = {};
      for (const rule of headers)
        if (rule.regexp.test(pathname)) Object.assign(result, rule.values);
      return result;
    },
    redirectFor(pathname) {
      for (const rule of redirects) {
        const match = rule.pattern.exec({ pathname });
        if (match)
          return {
            to: fill(rule.to, match.pathname.groups),
            status: rule.status,
            force: rule.force,
          };
      }
      return null;
    },
  };
}
