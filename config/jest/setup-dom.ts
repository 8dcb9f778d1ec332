import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder/TextDecoder, which jsdom does not provide (TOOLCHAIN.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });
