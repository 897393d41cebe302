"""GRPO's update, as the job runs it (a2rl.train.grpo: group-relative advantages, clipped ratio,
KL to the starting policy, one clipped optimizer step), raises a reward: a regression test that a
sign error or lost advantages would fail. A tiny randomly initialised Llama (no download) samples
completions of a fixed prompt; the reward is the share of completion tokens that are TARGET.
Its loss and gradient are pinned to TRL's GRPO loss on identical inputs, and a round of several
steps on the same rollouts takes its ratio against the policy that played them."""

import copy

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from a2rl.train import common, defaults, grpo  # noqa: E402

pytestmark = pytest.mark.fast  # npm run test:fast

VOCAB, TARGET, PROMPT, LENGTH, GROUP, STEPS, LR = 16, 5, [1, 2, 3], 6, 8, 30, 3e-3


def tiny_policy():
    torch.manual_seed(0)
    config = transformers.LlamaConfig(
        vocab_size=VOCAB,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        max_position_embeddings=32,
    )
    return transformers.LlamaForCausalLM(config).float()


@torch.no_grad()
def sample(model, n: int, gen: torch.Generator) -> list[list[int]]:
    ids = torch.tensor([PROMPT] * n)
    for _ in range(LENGTH):
        probs = torch.softmax(model(input_ids=ids).logits[:, -1, :].float(), dim=-1)
        ids = torch.cat([ids, torch.multinomial(probs, 1, generator=gen)], dim=1)
    return ids[:, len(PROMPT) :].tolist()


def reward(completion: list[int]) -> float:
    return sum(t == TARGET for t in completion) / len(completion)


def mean_reward(model) -> float:
    """Over many samples drawn with one fixed generator, so two policies are compared on equal terms."""
    return sum(map(reward, sample(model, 256, torch.Generator().manual_seed(1)))) / 256


def train(model, flip: bool = False) -> None:
    """STEPS rounds: a group of GROUP samples, their advantages (grpo.advantages), one grpo.update."""
    cfg = defaults.job("grpo")
    ref = copy.deepcopy(model).eval()
    optimizer = common.make_optimizer(model, LR, None)
    gen = torch.Generator().manual_seed(2)
    for _ in range(STEPS):
        model.eval()
        completions = sample(model, GROUP, gen)
        adv = grpo.advantages([{"group": "g", "reward": reward(c)} for c in completions])
        model.train()
        ids, attn, comp = common.batch_tensors([(PROMPT, c) for c in completions], pad_id=0)
        adv = torch.tensor(adv, dtype=torch.float32) * (-1 if flip else 1)
        grpo.update(model, ref, optimizer, [(ids, attn, comp, adv)], float(cfg["clip_eps"]), float(cfg["kl_coef"]))


@pytest.fixture(autouse=True)
def _threads():
    before = torch.get_num_threads()
    torch.set_num_threads(2)
    yield
    torch.set_num_threads(before)


def test_grpo_updates_raise_the_reward():
    model = tiny_policy()
    before = mean_reward(model)
    train(model)
    after = mean_reward(model)
    assert after > before + 0.3, (before, after)  # about 0.07 -> 0.77 with these settings


def test_micro_batches_make_the_same_step_as_one_batch():
    # Gradient accumulation over micro-batches (memory) must not change the update.
    model = tiny_policy()
    ref = copy.deepcopy(model).eval()
    completions = sample(model, GROUP, torch.Generator().manual_seed(3))
    adv = torch.tensor(grpo.advantages([{"group": "g", "reward": reward(c)} for c in completions]), dtype=torch.float32)
    rows = [
        (PROMPT, c[: 2 + i % 4]) for i, c in enumerate(completions)
    ]  # different lengths: different padding per micro-batch

    def step(split: int):
        m = copy.deepcopy(model)
        opt = torch.optim.SGD(m.parameters(), lr=0.1)
        parts = [
            (*common.batch_tensors(rows[i : i + split], pad_id=0), adv[i : i + split]) for i in range(0, GROUP, split)
        ]
        loss, kl, _ = grpo.update(m, ref, opt, parts, 0.2, 0.04)
        return m, loss, kl

    whole, loss, kl = step(GROUP)
    micro, micro_loss, micro_kl = step(3)
    assert micro_loss == pytest.approx(loss, abs=1e-5) and micro_kl == pytest.approx(kl, abs=1e-6)
    for a, b in zip(whole.parameters(), micro.parameters(), strict=True):
        assert torch.allclose(a, b, atol=1e-6)
    assert not torch.allclose(next(whole.parameters()), next(model.parameters()))


def test_with_the_advantages_negated_the_reward_does_not_rise():
    # The test above can fail: the same run with the advantages' sign flipped lowers the reward.
    model = tiny_policy()
    before = mean_reward(model)
    train(model, flip=True)
    assert mean_reward(model) <= before, before


def test_a_step_at_grpo_learning_rate_moves_fp32_weights_computed_in_bf16(monkeypatch):
    # A GPU computes in bf16 (common.compute_dtype) on fp32 weights; here the same on a CPU. The
    # same step on bf16 weights, as GPUs trained before, loses most of itself: a bf16 weight is
    # stored to about 0.4% of its size, far above a 1e-5 step.
    monkeypatch.setattr(common, "compute_dtype", lambda: torch.bfloat16)
    rows = [(PROMPT, [TARGET] * LENGTH), (PROMPT, [0] * LENGTH)] * 4
    advantages = torch.tensor([1.0, -1.0] * 4)

    def share_moved(model) -> float:
        computed_in = []
        hook = model.lm_head.register_forward_hook(lambda _m, _i, out: computed_in.append(out.dtype))
        before = [p.detach().clone() for p in model.parameters()]
        grpo.update(
            model,
            None,
            common.make_optimizer(model, 1e-5, None),
            [(*common.batch_tensors(rows, pad_id=0), advantages)],
            0.2,
            0.0,
        )
        hook.remove()
        assert computed_in == [torch.bfloat16]
        return sum(int((p != b).sum()) for p, b in zip(model.parameters(), before, strict=True)) / sum(
            b.numel() for b in before
        )

    assert share_moved(tiny_policy()) > 0.9
    assert share_moved(tiny_policy().to(torch.bfloat16)) < 0.5


def trl_grpo_loss(logp, old_logp, ref_logp, adv, mask, eps: float, beta: float, is_ratio=None):
    """TRL's GRPOTrainer._compute_loss (loss_type "grpo", token-level ratio), the oracle: called on
    a stand-in for the trainer whose model returns `logp` for the completion tokens; with
    `is_ratio`, as it runs with its vLLM importance-sampling correction."""
    from collections import defaultdict
    from types import SimpleNamespace

    from trl import GRPOTrainer

    accelerator = SimpleNamespace(
        gather=lambda x: x, reduce=lambda x, reduction: x, sync_gradients=True, num_processes=1
    )
    trainer = SimpleNamespace(
        _get_per_token_logps_and_entropies=lambda *a, **k: (logp, torch.zeros_like(logp), None),
        aux_loss_enabled=False,
        top_entropy_quantile=1.0,
        off_policy_mask_threshold=None,
        importance_sampling_level="token",
        beta=beta,
        epsilon_low=eps,
        epsilon_high=eps,
        loss_type="grpo",
        use_vllm=is_ratio is not None,
        vllm_importance_sampling_correction=is_ratio is not None,
        args=SimpleNamespace(use_bias_correction_kl=False, delta=None),
        model=SimpleNamespace(training=True),
        current_gradient_accumulation_steps=1,
        _entropy_bonus_enabled=False,
        _metrics=defaultdict(lambda: defaultdict(list)),
        accelerator=accelerator,
    )
    rows, tokens = logp.shape
    inputs = {
        "prompt_ids": torch.zeros((rows, 1), dtype=torch.long),
        "prompt_mask": torch.ones((rows, 1), dtype=torch.long),
        "completion_ids": torch.zeros((rows, tokens), dtype=torch.long),
        "completion_mask": mask,
        "advantages": adv,
        "ref_per_token_logps": ref_logp,
    }
    if old_logp is not None:
        inputs["old_per_token_logps"] = old_logp
    if is_ratio is not None:
        inputs["importance_sampling_ratio"] = is_ratio
    return GRPOTrainer._compute_loss(trainer, None, inputs)


@pytest.mark.parametrize("policy", ["on-policy", "later step", "engine-corrected"])
def test_loss_and_gradient_are_trls_grpo_loss(policy):
    pytest.importorskip("trl")
    gen = torch.Generator().manual_seed(4)
    rows, tokens, eps, beta = 6, 9, 0.2, 0.04
    base = -torch.rand((rows, tokens), generator=gen) * 3
    ref_logp = base + torch.randn((rows, tokens), generator=gen) * 0.1
    # A later step of a round: the policy has moved from the one that played the rollouts, past the clip for some tokens.
    old_logp = None if policy == "on-policy" else base + torch.randn((rows, tokens), generator=gen) * 0.4
    mask = (torch.rand((rows, tokens), generator=gen) > 0.2).float()
    adv = torch.randn(rows, generator=gen)
    # The rollout engine's log-probabilities of the sampled tokens, off the trainer's by up to ~1.5,
    # so some tokens' weights reach the cap.
    engine = base + torch.randn((rows, tokens), generator=gen) * 0.5 if policy == "engine-corrected" else None
    weight = None
    if engine is not None:
        weight = torch.stack(
            grpo.sampling_correction(list(old_logp), list(engine), [([0], [0] * tokens)] * rows, 3.0)[0]
        )
        assert weight.max() == 3.0 and weight.min() < 1.0

    ours_logp = base.clone().requires_grad_(True)
    per_sample, _, clipped = grpo.token_loss(ours_logp, old_logp, ref_logp, adv, mask, eps, beta, weight)
    ours = per_sample.mean()
    ours.backward()
    theirs_logp = base.clone().requires_grad_(True)
    trl_ratio = None if engine is None else torch.exp(old_logp - engine).clamp(max=3.0)  # TRL's token_truncate
    theirs = trl_grpo_loss(theirs_logp, old_logp, ref_logp, adv, mask, eps, beta, trl_ratio)
    theirs.backward()
    assert ours.item() == pytest.approx(theirs.item(), rel=1e-6, abs=1e-7)
    assert torch.allclose(ours_logp.grad, theirs_logp.grad, atol=1e-7)
    assert (clipped.sum() > 0) == (policy != "on-policy")


def test_a_round_of_several_steps_takes_its_ratio_against_the_policy_that_played_the_rollouts():
    # The round's first step is on-policy (ratio exactly 1, nothing clipped); the next steps on the
    # same rollouts see the ratio move, and the clip holds the tokens that moved past it.
    model = tiny_policy()
    completions = sample(model, GROUP, torch.Generator().manual_seed(5))
    adv = torch.tensor(grpo.advantages([{"group": "g", "reward": reward(c)} for c in completions]), dtype=torch.float32)
    rows = [(PROMPT, c) for c in completions]
    old = grpo.old_logprobs(model, rows, 0, 3)
    ids, attn, comp = common.batch_tensors(rows, pad_id=0)
    optimizer = common.make_optimizer(model, 3e-2, None)
    model.train()
    clip = [
        grpo.update(
            model, None, optimizer, [(ids, attn, comp, adv, grpo.padded(old, ids.shape[1], ids.device))], 0.2, 0.0
        )[2]
        for _ in range(4)
    ]
    assert clip[0] == 0.0
    assert max(clip[1:]) > 0.05, clip


def test_a_lora_policy_anchored_to_its_base_reads_the_anchor_with_its_adapter_off():
    # The same step as with a second copy of the base as the KL anchor, without loading that copy.
    peft = pytest.importorskip("peft")
    completions = sample(tiny_policy(), GROUP, torch.Generator().manual_seed(6))
    adv = torch.tensor(grpo.advantages([{"group": "g", "reward": reward(c)} for c in completions]), dtype=torch.float32)
    batch = [(*common.batch_tensors([(PROMPT, c) for c in completions], pad_id=0), adv)]

    def lora_policy():
        torch.manual_seed(7)
        model = peft.get_peft_model(
            tiny_policy(), peft.LoraConfig(r=4, lora_alpha=8, lora_dropout=0.0, target_modules="all-linear")
        )
        with torch.no_grad():  # a trained adapter: its policy differs from the base
            for name, p in model.named_parameters():
                if "lora_B" in name:
                    p.normal_(0, 0.5)
        return model.train()

    results = []
    for anchor in (grpo.ADAPTER_OFF, tiny_policy().eval()):
        model = lora_policy()
        results.append(grpo.update(model, anchor, common.make_optimizer(model, 1e-3, None), batch, 0.2, 0.5))
    (loss_off, kl_off, _), (loss_copy, kl_copy, _) = results
    assert kl_off > 1e-4  # the adapter moved the policy from its base, so the anchor's term counts
    assert loss_off == pytest.approx(loss_copy, rel=1e-5) and kl_off == pytest.approx(kl_copy, rel=1e-5)


def test_gradient_checkpointing_takes_the_same_step():
    # Recomputed activations give the same loss and the same gradients (the shared-prefix read,
    # which needs the key/value cache, is left out while checkpointing).
    completions = sample(tiny_policy(), GROUP, torch.Generator().manual_seed(8))
    adv = torch.tensor(grpo.advantages([{"group": "g", "reward": reward(c)} for c in completions]), dtype=torch.float32)
    long_prompt = list(range(1, 15)) * 5  # past MIN_SHARED_PREFIX: read once without checkpointing
    batch = [(*common.batch_tensors([(long_prompt, c) for c in completions], pad_id=0), adv)]
    after = []
    for checkpointing in (False, True):
        model = tiny_policy()
        if checkpointing:
            common.checkpoint_activations(model)
        model.train()
        loss, _, _ = grpo.update(model, None, common.make_optimizer(model, 1e-3, None), batch, 0.2, 0.0)
        after.append((loss, [p.grad.clone() for p in model.parameters()]))
    assert after[0][0] == pytest.approx(after[1][0], rel=1e-5)
    assert all(torch.allclose(a, b, rtol=1e-4, atol=1e-7) for a, b in zip(after[0][1], after[1][1], strict=True))
