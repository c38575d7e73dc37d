#!/usr/bin/python3
"""The trainer's network file against the engine: a network with random weights and batch-norm
statistics, written by train_network.py, gives in the engine's evaluator (kosumi-network-data
--evaluate) the value, ownership and policy PyTorch computes, on positions of real self-play
games exported by kosumi-network-data; and measure_network.py reads the file back into a network
that computes them too; and the trainer's teacher (--teacher) gives the targets it should.

    test_network_file.py build/kosumi-selfplay build/kosumi-network-data

Exits 77 (skipped) where numpy or PyTorch is missing.
"""
import json
import os
import subprocess
import sys
import tempfile

try:
    import numpy as np
    import torch
except ImportError:
    print("numpy or torch missing: skipped")
    sys.exit(77)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import train_network as tn  # noqa: E402
import measure_network as mn  # noqa: E402


def largest_difference(model, planes, outputs):
    """The largest difference of the model's policy logits, value and ownership from outputs'."""
    with torch.no_grad():
        mine = model(planes)
    return max(float((m - o).abs().max()) for m, o in zip(mine, outputs))


def main():
    selfplay, network_data = sys.argv[1], sys.argv[2]
    torch.manual_seed(3)
    with tempfile.TemporaryDirectory() as folder:
        games = os.path.join(folder, "games.ksp")
        data = os.path.join(folder, "data.kntd")
        net = os.path.join(folder, "net.kmn")
        subprocess.run([selfplay, "--games", "2", "--size", "7", "--playouts", "30", "--seed", "5", "--out", games],
                       check=True, capture_output=True)
        subprocess.run([network_data, "--out", data, games], check=True, capture_output=True)
        records, size, input_version = tn.read_data([data])
        assert size == 7 and len(records) > 20, (size, len(records))
        model = tn.Network(tn.tensors(records[:1], size)[0].shape[1], blocks=2, channels=8,
                           value_channels=4, value_hidden=6)
        with torch.no_grad():
            for m in model.modules():
                if isinstance(m, torch.nn.BatchNorm2d):
                    m.running_mean.uniform_(-0.5, 0.5)
                    m.running_var.uniform_(0.5, 2.0)
                    m.weight.uniform_(0.5, 1.5)
                    m.bias.uniform_(-0.3, 0.3)
            # Large enough weights that a swapped tap, channel or symmetry shows.
            for p in model.parameters():
                p.mul_(2.0)
        model.eval()
        tn.write_network(model, input_version, net)
        count = 12
        out = subprocess.run([network_data, "--evaluate", net, "--data", data, "--positions", str(count)],
                             check=True, capture_output=True, text=True).stdout.splitlines()
        assert len(out) == count, out
        planes = tn.tensors(records[:count], size)[0]
        with torch.no_grad():
            logits, value, owner = model(planes)
        policy = torch.softmax(logits.double(), 1)
        n = size * size
        worst = 0.0
        for i, line in enumerate(out):
            words = line.split()
            assert words[0] == "value" and words[2] == "ownership" and words[3 + n] == "policy", line[:80]
            engine_value = float(words[1])
            engine_owner = np.array([float(w) for w in words[3:3 + n]])
            engine_policy = np.array([float(w) for w in words[4 + n:]])
            assert len(engine_policy) == n + 1
            worst = max(worst, abs(engine_value - float(torch.sigmoid(value[i]))),
                        float(np.abs(engine_owner - owner[i].flatten().numpy()).max()),
                        float(np.abs(engine_policy - policy[i].numpy()).max()))
        print(f"{count} positions, largest difference {worst:.2e}")
        if worst > 2e-5:
            sys.exit(f"the engine and PyTorch differ by {worst}")
        # measure_network.py reads the file back into the trainer's layers: the same outputs.
        read, read_version = mn.read_network(net)
        assert read_version == input_version
        back = largest_difference(read, planes, (logits, value, owner))
        print(f"read back by measure_network.py, largest difference {back:.2e}")
        if back > 1e-4:
            sys.exit(f"the network read back differs by {back}")
        # A run started from the file (train_network.py --init) at a learning rate of 0 writes the
        # same network back after its steps: the batch norm folded into the file stays as it is
        # (in training mode its statistics would move towards the batches').
        checkpoint = os.path.join(folder, "checkpoint")
        again = os.path.join(folder, "again.kmn")
        trainer = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train_network.py")
        subprocess.run([sys.executable, trainer, "--data", data, "--checkpoint", checkpoint, "--out", again,
                        "--init", net, "--lr", "0", "--epochs", "1", "--batch", "4", "--holdout-every", "2"],
                       check=True, capture_output=True)
        with open(os.path.join(checkpoint, "log.jsonl")) as f:
            steps = json.loads(f.readlines()[-1])["step"]
        assert steps > 0, steps
        moved = largest_difference(mn.read_network(again)[0], planes, (logits, value, owner))
        print(f"{steps} steps from the file at a learning rate of 0, largest difference {moved:.2e}")
        if moved > 1e-4:
            sys.exit(f"a run from the file at a learning rate of 0 moved the network by {moved}")
        # distilled: a share of 0 leaves the targets as they are, a share of 1 puts the teacher's
        # outputs in their place (the policy of searched moves alone).
        batch = tn.tensors(records[:count], size)
        assert all(torch.equal(a, b) for a, b in zip(tn.distilled(model, batch, 0.0), batch))
        taught = tn.distilled(model, batch, 1.0)
        searched = batch[2] > 0
        assert bool(searched.any()) and bool((~searched).any()), batch[2]
        assert torch.allclose(taught[1][searched], policy[searched].float(), atol=1e-6)
        assert torch.equal(taught[1][~searched], batch[1][~searched])
        assert torch.allclose(taught[3], torch.sigmoid(value), atol=1e-6)
        assert torch.allclose(taught[4], owner, atol=1e-6)
        # A run from the file taught by the file itself alone (--teacher-share 1) has nothing to
        # learn: its targets are its own outputs, so it stays where it was (but for rounding, which
        # this network's large logits magnify), where the games' targets (share 0) move it. The
        # learning rate is kept small: on this network's steep losses a step of 0.05 with momentum
        # grows the rounding of the first steps into a departure, and the games' run into NaN.
        moved = {}
        for share in ("1", "0"):
            taught_out = os.path.join(folder, f"taught-{share}.kmn")
            subprocess.run([sys.executable, trainer, "--data", data, "--checkpoint", checkpoint + share,
                            "--out", taught_out, "--init", net, "--teacher", net, "--teacher-share", share,
                            "--lr", "0.01", "--weight-decay", "0", "--epochs", "1", "--batch", "4",
                            "--holdout-every", "2"], check=True, capture_output=True)
            moved[share] = largest_difference(mn.read_network(taught_out)[0], planes, (logits, value, owner))
            print(f"taught by itself, teacher share {share}: largest difference {moved[share]:.2e}")
        if not moved["1"] * 100 < moved["0"]:
            sys.exit(f"taught by its own network it moved by {moved['1']}, by the games {moved['0']}")
        # The same network with one tap moved must not pass: the comparison can fail.
        with torch.no_grad():
            model.input.weight[:, :, 0, 0], model.input.weight[:, :, 2, 2] = (
                model.input.weight[:, :, 2, 2].clone(), model.input.weight[:, :, 0, 0].clone())
            turned = torch.sigmoid(model(planes)[1])
        assert float((turned - torch.sigmoid(value)).abs().max()) > 1e-3


if __name__ == "__main__":
    main()
