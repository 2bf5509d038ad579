import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
  // Imported lazily by src/providers (notify, expired dialog): pre-bundled with antd so dev keeps one antd instance.
  optimizeDeps: { include: ['antd', 'antd/es/message', 'antd/es/notification', 'antd/es/modal'] },
  server: {
    port: 5173,
    proxy: {
      '/jeecg-boot': { target: `http://127.0.0.1:${serverPort}`, ws: true, changeOrigin: true },
    },
  },
});
