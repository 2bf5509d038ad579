import { Suspense, lazy } from 'react';
import { Button } from 'antd';
import type { SuperQueryProps } from './SuperQuery';

const LazySuperQuery = lazy(() => import('./SuperQuery'));

/**
 * The advanced query builder, loaded as its own chunk on first render.
 * `<SuperQuery fieldList={fields} saveCode="spot" onSearch={setSuperParams} />`
 */
export function SuperQuery(props: SuperQueryProps) {
  return (
    <Suspense
      fallback={
        <span style={{ display: 'inline-block', minWidth: 110 }}>
          <Button loading>{props.buttonText ?? '高级查询'}</Button>
        </span>
      }
    >
      <LazySuperQuery {...props} />
    </Suspense>
  );
}

export type { SuperQueryProps } from './SuperQuery';
export type { SuperQueryField, SuperQueryParams, SuperQueryCondition, MatchType } from '@/lib/super-query';
