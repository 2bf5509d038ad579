import { NotOffered } from './not-offered';

/** /user/register-result: there is no registration, hence no result to show. */
export default function RegisterResultPage() {
  return (
    <NotOffered
      title="暂不开放注册"
      text="本系统不提供自助注册，因此没有注册结果。后台账号由系统管理员创建，如需账号请联系管理员。"
    />
  );
}
