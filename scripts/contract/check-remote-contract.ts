// A remote's contract check, as its type check runs it (its tsconfig maps shell/ui, shell/booking
// and shell/router to the shell-contract package), against any version of the contract.
import path from 'node:path';

import ts from 'typescript';

import { hostWithFiles, type ContractFiles } from 'shell/contract';

/**
 * The type errors of a remote's files compiled against `contract` (declaration files by their
 * path below the contract's types folder), one formatted message each.
 */
export function remoteContractErrors(
  remoteDir: string,
  contract: ContractFiles,
  rootFiles: readonly string[],
): string[] {
  const { config } = ts.readConfigFile(path.join(remoteDir, 'tsconfig.json'), (file) =>
    ts.sys.readFile(file),
  );
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, remoteDir);
  // The contract under test sits where the installed one does, so its own imports resolve alike.
  const contractDir = path.join(remoteDir, '.contract-under-test');
  const virtual = new Map(
    Object.entries(contract).map(([file, text]) => [path.join(contractDir, file), text]),
  );
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: true,
    paths: { 'shell/*': [path.join(contractDir, 'provides/*.d.ts')] },
  };
  const host = hostWithFiles(options, contractDir, virtual);
  const program = ts.createProgram({
    rootNames: [
      ...rootFiles.map((file) => path.join(remoteDir, file)),
      ...parsed.fileNames.filter((file) => file.endsWith('.d.ts')),
    ],
    options,
    host,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) =>
    ts.formatDiagnostic(diagnostic, {
      getCanonicalFileName: (file) => file,
      getCurrentDirectory: () => remoteDir,
      getNewLine: () => '\n',
    }),
  );
}
