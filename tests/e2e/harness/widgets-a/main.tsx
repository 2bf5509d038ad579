import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import WidgetsAGallery from '@/pages/demo/gallery/widgets-a';

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <App>
      <div style={{ padding: 16 }}>
        <WidgetsAGallery urls={{ importExcel: '/demo/importExcel', deleteBatch: '/demo/deleteBatch' }} />
      </div>
    </App>
  </ConfigProvider>,
);
