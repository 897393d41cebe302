"""WebShop (Yao et al., 2022) as a text environment, on WebShop's own data files.

  from a2rl.envs.webshop import WebShopServer, WebShopTextEnv
  env = WebShopTextEnv(WebShopServer(catalog_dir, goals=goals_json))
  obs, _ = env.reset(session=0)
  obs, reward, done, _ = env.step("search[red running shoes]")

See agent.py for the evaluator's prompt, action clean-up and rollout loop.
"""

from .env import WebShopServer, WebShopTextEnv, parse_action

__all__ = ["WebShopServer", "WebShopTextEnv", "parse_action"]
