"""The benchmarks' workload: the simulator's tours laid side by side, in time order."""

from __future__ import annotations

import itertools

import numpy as np

from benchmarks import workload
from memory_core.embedding import TextEmbedder


def test_tiles_follow_each_other_in_time_each_in_its_own_cell() -> None:
    first = len(workload.tour(workload.SEEDS[0]))
    frames = list(itertools.islice(workload.frames(), first + 50))
    times = np.array([frame.t for frame in frames])
    assert np.all(np.diff(times) > 0)
    assert frames[first].t - frames[first - 1].t >= workload.BETWEEN_TOURS_S
    xs = np.array([frame.pose.x for frame in frames])
    assert xs[:first].max() < workload.CELL_M <= xs[first:].min()
    second_tour = workload.tour(workload.SEEDS[1])
    assert [f.labels for f in frames[first:]] == [f.labels for f in second_tour[:50]]
    assert all(frame.caption and frame.labels is not None for frame in frames)


def test_a_graph_of_the_size_asked_is_built_from_whole_frames(embedder: TextEmbedder) -> None:
    labels = workload.label_table(embedder)
    graph, frames = workload.build_graph(3000, labels)
    assert 3000 <= len(graph) < 3000 + 20  # the last frame adds at most its labels
    assert frames > len(workload.tour(workload.SEEDS[0]))  # the first campus is not enough
    assert graph.object_count() < len(graph)  # the VLM's variants of one thing consolidate
