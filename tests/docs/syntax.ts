/**
 * Our code as TypeScript reads it, for the conventions a machine can check (conventions.test.ts):
 * what a file exports, how its functions are documented, what its stores are named and which
 * packages it imports. An .astro file is read as its frontmatter and its scripts.
 */
import ts from 'typescript';

/** The TypeScript parts of a file: the whole of a script, or an .astro file's code blocks. */
export function parse(path: string, text: string): ts.SourceFile[] {
  const parts = path.endsWith('.astro')
    ? [
        /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '',
        ...[...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
      ]
    : [text];
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return parts.map((part) => ts.createSourceFile(path, part, ts.ScriptTarget.Latest, true, kind));
}

const isExported = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** An expression without the parentheses, `as` and `satisfies` around it. */
function unwrapped(node: ts.Expression): ts.Expression {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return unwrapped(node.expression);
  if (ts.isSatisfiesExpression(node)) return unwrapped(node.expression);
  return node;
}

const isFunction = (node: ts.Expression | undefined): boolean =>
  node !== undefined &&
  (ts.isArrowFunction(unwrapped(node)) || ts.isFunctionExpression(unwrapped(node)));

/** The last comment before a statement is a doc comment (`/** … *\/`). */
function documented(file: ts.SourceFile, node: ts.Node): boolean {
  const comments = ts.getLeadingCommentRanges(file.text, node.getFullStart()) ?? [];
  const last = comments.at(-1);
  return last !== undefined && file.text.startsWith('/**', last.pos);
}

export interface ExportedFunction {
  name: string;
  line: number;
  documented: boolean;
}

/**
 * The functions a file exports: function declarations (an overloaded one once, by its first
 * signature), consts holding a function, and a default export that is a function.
 */
export function exportedFunctions(file: ts.SourceFile): ExportedFunction[] {
  const found: ExportedFunction[] = [];
  const seen = new Set<string>();
  const add = (name: string, node: ts.Node) => {
    if (seen.has(name)) return;
    seen.add(name);
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push({ name, line, documented: documented(file, node) });
  };
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && isExported(statement))
      add(statement.name?.text ?? 'default', statement);
    else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && isFunction(declaration.initializer))
          add(declaration.name.text, statement);
    } else if (ts.isExportAssignment(statement) && isFunction(statement.expression))
      add('default', statement);
  }
  return found;
}

/**
 * The local names a file imports from a module (`import { atom as a }` gives `a` → `atom`), named
 * exactly or by a test of its specifier.
 */
export function importedFrom(
  file: ts.SourceFile,
  from: string | ((specifier: string) => boolean),
): Map<string, string> {
  const names = new Map<string, string>();
  const named = typeof from === 'string' ? (s: string) => s === from : from;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (!named((statement.moduleSpecifier as ts.StringLiteral).text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        names.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  return names;
}

const STORE_MAKERS = new Set(['atom', 'map', 'computed', 'deepMap', 'batched']);

/** The exported consts a file assigns a nanostores store to (`atom(`, `map(`, `computed(`). */
export function exportedStores(file: ts.SourceFile): string[] {
  const makers = importedFrom(file, 'nanostores');
  return file.statements
    .filter((s): s is ts.VariableStatement => ts.isVariableStatement(s) && isExported(s))
    .flatMap((s) => [...s.declarationList.declarations])
    .filter((d) => {
      const init = d.initializer && unwrapped(d.initializer);
      if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression)) return false;
      return STORE_MAKERS.has(makers.get(init.expression.text) ?? '');
    })
    .map((d) => d.name.getText(file));
}

/** The function an exported name (or `default`) is the result of calling, if it is a call. */
export function calleeOf(file: ts.SourceFile, name: string): string | undefined {
  const callee = (expression: ts.Expression | undefined): string | undefined => {
    const call = expression && unwrapped(expression);
    if (call && ts.isCallExpression(call) && ts.isIdentifier(call.expression))
      return call.expression.text;
    if (call && ts.isIdentifier(call)) return local(call.text);
    return undefined;
  };
  const local = (wanted: string): string | undefined => {
    for (const statement of file.statements)
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (declaration.name.getText(file) === wanted) return callee(declaration.initializer);
    return undefined;
  };
  if (name !== 'default') return local(name);
  const assignment = file.statements.find(
    (s): s is ts.ExportAssignment => ts.isExportAssignment(s) && !s.isExportEquals,
  );
  return callee(assignment?.expression);
}

/** Where a file's default export is re-exported from: `export { people as default } from '…'`. */
export function reExportedDefault(file: ts.SourceFile): { name: string; from: string } | undefined {
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    const clause = statement.exportClause;
    const element =
      clause && ts.isNamedExports(clause)
        ? clause.elements.find((e) => e.name.text === 'default')
        : undefined;
    if (element)
      return {
        name: (element.propertyName ?? element.name).text,
        from: (statement.moduleSpecifier as ts.StringLiteral).text,
      };
  }
  return undefined;
}

export interface Imported {
  specifier: string;
  /** Only types are imported: nothing of it runs. */
  typeOnly: boolean;
}

/**
 * `import(…)`, `require(…)` or `require.resolve(…)` (of any require, `createRequire(…)`'s too);
 * not a resolve from another package's folder (`{ paths: [...] }`), which finds that one's own.
 */
function isLoad(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'resolve'
    ? /\b(?:require|createRequire\(.*\))$/s.test(callee.expression.getText()) &&
        call.arguments.length === 1
    : false;
}

/** Every module a file imports: static and dynamic imports, re-exports, require(), types. */
export function importsOf(file: ts.SourceFile): Imported[] {
  const found: Imported[] = file.typeReferenceDirectives.map((ref) => ({
    specifier: ref.fileName,
    typeOnly: true,
  }));
  const text = (node: ts.Node | undefined) =>
    node && ts.isStringLiteralLike(node) ? node.text : undefined;
  const visit = (node: ts.Node): void => {
    let specifier: string | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(node)) {
      specifier = text(node.moduleSpecifier);
      typeOnly = node.importClause?.isTypeOnly ?? false;
    } else if (ts.isExportDeclaration(node)) {
      specifier = text(node.moduleSpecifier);
      typeOnly = node.isTypeOnly;
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      specifier = text(node.argument.literal);
      typeOnly = true;
    } else if (ts.isCallExpression(node) && isLoad(node)) specifier = text(node.arguments[0]);
    if (specifier !== undefined) found.push({ specifier, typeOnly });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
