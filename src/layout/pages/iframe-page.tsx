import { Result } from 'antd';
import { useCurrentRoute } from '../route-context';

/**
 * The page of menu component `layouts/IframePageView`: the menu entry's resolved URL in a full-height iframe. The
 * entry comes from the tab's RouteContext; external entries open in a new window and never render here.
 */
export default function IframePage() {
  const route = useCurrentRoute();
  const url = route && !route.external ? route.url : undefined;
  if (!url) return <Result status="404" title="404" subTitle="页面组件不存在" />;
  return <iframe key={url} className="rj-iframe" src={url} title={route?.title} />;
}
