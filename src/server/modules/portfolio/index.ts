export { createPortfolioRepo, type PortfolioRepo } from './portfolio.repo.js';
export { createPortfolioService, type PortfolioService } from './portfolio.service.js';
export { portfolioRoutes, PORTFOLIO_WRITES_PER_MINUTE } from './portfolio.routes.js';
