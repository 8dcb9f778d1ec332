import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { importedNames } from './contract-record';

describe("a remote's imported names", () => {
  it('are read from its import and re-export declarations, tests left out', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'src-'));
    fs.mkdirSync(path.join(src, 'pages'));
    fs.writeFileSync(
      path.join(src, 'pages', 'contact.tsx'),
      "import { Button, type ButtonProps } from 'shell/ui';\nimport { Link as RouterLink } from 'shell/router';\nimport React from 'react';\n",
    );
    fs.writeFileSync(path.join(src, 'index.ts'), "export { PageMeta } from 'shell/ui';\n");
    fs.writeFileSync(path.join(src, 'contact.test.tsx'), "import { TestOnly } from 'shell/ui';\n");
    expect(importedNames(src)).toEqual({
      'shell/ui': ['Button', 'ButtonProps', 'PageMeta'],
      'shell/router': ['Link'],
    });
  });
});
