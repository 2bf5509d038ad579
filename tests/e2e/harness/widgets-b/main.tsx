import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import WidgetsBGallery from '@/pages/demo/gallery/widgets-b';

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <App>
      <div style={{ padding: 16 }}>
        <WidgetsBGallery />
      </div>
    </App>
  </ConfigProvider>,
);
