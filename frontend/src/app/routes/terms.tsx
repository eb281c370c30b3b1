import { TermsPage } from './legal-page';
export default TermsPage;
