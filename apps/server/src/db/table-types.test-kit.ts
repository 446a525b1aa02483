/**
 * Reads the `Database` interface (the `*.table.ts` files it composes) with the TypeScript
 * compiler, so the drift test compares the real declarations, not a copy that could drift too.
 */
import path from 'node:path';
import ts from 'typescript';

/** Column name to whether its selected value may be null, per table. */
export type Declared = Map<string, Map<string, boolean>>;

const DATABASE_TS = path.join(import.meta.dirname, 'database.ts');

function compilerOptions(): ts.CompilerOptions {
  const file = ts.findConfigFile(import.meta.dirname, ts.sys.fileExists, 'tsconfig.json')!;
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file));
  return { ...parsed.options, noEmit: true, composite: false, incremental: false };
}

/** Kysely's `ColumnType<S, I, U>` (and `Generated<S>`) select `S`, kept in its `__select__` key. */
function selected(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): ts.Type {
  const select = type.getProperty('__select__');
  return select ? checker.getTypeOfSymbolAtLocation(select, at) : type;
}

function mayBeNull(type: ts.Type): boolean {
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((t) => (t.flags & ts.TypeFlags.Null) !== 0);
}

export function declaredTables(): Declared {
  const program = ts.createProgram([DATABASE_TS], compilerOptions());
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(DATABASE_TS)!;
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  )!;
  const out: Declared = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, boolean>();
    const row = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of row.getProperties()) {
      const type = selected(checker, checker.getTypeOfSymbolAtLocation(column, database), database);
      columns.set(column.name, mayBeNull(type));
    }
    out.set(table.name, columns);
  }
  return out;
}
