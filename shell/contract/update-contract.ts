// `npm run contract -w shell`: regenerates the shell-contract package from the provided modules
// and raises its version by what changed (major: a name removed or changed shape; minor: a name
// added), so a remote built against the previous major is refused at run time.
import fs from 'node:fs';
import path from 'node:path';

import {
  compareContracts,
  contractPackageDir,
  contractTypesDir,
  emitContract,
  nextVersion,
  type ContractFiles,
} from './contract';

/** The contract's declaration files as committed. */
export function readContract(dir = contractTypesDir): ContractFiles {
  if (!fs.existsSync(dir)) return {};
  const files: ContractFiles = {};
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile())
      files[file.split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
  }
  return files;
}

function main() {
  const before = readContract();
  const after = emitContract();
  const changes = compareContracts(before, after);
  const packageFile = path.join(contractPackageDir, 'package.json');
  const contractPackage = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string };
  const version =
    Object.keys(before).length === 0
      ? contractPackage.version
      : nextVersion(contractPackage.version, changes);
  fs.rmSync(contractTypesDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(after)) {
    fs.mkdirSync(path.dirname(path.join(contractTypesDir, file)), { recursive: true });
    fs.writeFileSync(path.join(contractTypesDir, file), text);
  }
  if (version !== contractPackage.version) {
    contractPackage.version = version;
    fs.writeFileSync(packageFile, `${JSON.stringify(contractPackage, null, 2)}\n`);
  }
  for (const [what, names] of Object.entries(changes)) {
    if (names.length > 0) console.log(`${what}: ${names.join(', ')}`);
  }
  console.log(`shell-contract ${version}`);
}

if (require.main === module) main();
