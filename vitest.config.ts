import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Under Vitest `antd` resolves to its CommonJS build while `antd/es/<x>` (lazily imported by the product) would be a
// second copy that the React 19 patch never reached: point those deep imports at the same build.
const unitAlias = [
  { find: '@', replacement: alias['@'] },
  { find: /^antd\/es\/(message|notification|modal)$/, replacement: 'antd/lib/$1' },
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: unitAlias },
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          server: { deps: { inline: [/@refinedev\//] } },
          // A safety net, not a speed check: the slowest component tests (typing through antd forms and tables in
          // jsdom) take about 14 s on this 2-core machine, and CI machines can be slower.
          testTimeout: 60000,
        },
      },
      {
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          globals: true,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
