import { NotOffered } from './not-offered';

/** /user/register: registration is not offered in this product. */
export default function RegisterPage() {
  return (
    <NotOffered
      title="暂不开放注册"
      text="本系统不提供自助注册。后台账号由系统管理员创建，如需账号请联系管理员。"
    />
  );
}
