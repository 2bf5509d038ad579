import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';

/** Catches a page that fails to load (chunk-load error, render error) so the rest of the workspace keeps working. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('页面加载失败', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = /chunk|dynamically imported module|Importing a module script failed/i.test(error.message);
    return (
      <Result
        status="error"
        title={chunk ? '页面资源加载失败' : '页面出错了'}
        subTitle={chunk ? '可能是网络不稳定或系统已更新，请刷新页面重试。' : error.message}
        extra={<Button type="primary" onClick={() => window.location.reload()}>刷新页面</Button>}
      />
    );
  }
}
