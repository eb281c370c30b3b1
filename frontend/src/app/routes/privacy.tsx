import { PrivacyPage } from './legal-page';
export default PrivacyPage;
